// The message centre (消息中心), a member page. The spec's route list has none (its header link
// left the portal for a message host): the product implies one page of the member's notices, so
// it is /message-center — tabs by kind, paged, a notice opened at /message-center?id=. The
// header's 消息通知 leads here unless MESSAGE_CENTER_URL points to another host.
import { listRoute } from '../../route-kit';
import { messageList } from './views';

export const messageRoutes = {
  messageCenter: listRoute(messageList, {
    page: 'features/messages/MessageCenterPage',
    title: ({ search }) => (messageList.read(search).view.id ? '消息详情' : '消息中心'),
    description: '我的消息中心：订单消息与系统消息，询价报价、定标、招标报名等通知，一键查看与标记已读。',
  }),
};
