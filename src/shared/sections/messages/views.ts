// The message centre's URL view: the tab (订单消息 / 系统消息, the catalogue's notice kinds), the
// page, and the notice opened in its detail view (?id=; absent: the list).
import { member } from '../../../api/member';
import { listView, orNull } from '../../list-view';

const n = member.notices.input.shape;

export const messageList = listView({
  path: '/message-center',
  fields: { kind: n.kind, current: n.current, id: orNull(member.notice.input.shape.id) },
});
export type MessageView = typeof messageList.defaults;
