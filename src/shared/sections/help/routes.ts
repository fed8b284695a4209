// The help center: its list view (search words, category, page) and its route.
import { cms } from '../../../api/cms';
import { listView, orNull, withDefault } from '../../list-view';
import { listRoute } from '../../route-kit';

const h = cms.helpCenterList.input.shape;
export const helpList = listView({
  path: '/helpcenter/helpcenter',
  fields: {
    problemContent: withDefault(h.problemContent, ''),
    categoryCode: orNull(h.categoryCode),
    current: h.current,
  },
});
export type HelpView = typeof helpList.defaults;

export const helpRoutes = {
  helpCenter: listRoute(helpList, { page: 'features/help/HelpCenterPage', title: '帮助中心' }),
};
