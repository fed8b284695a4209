// The equipment section's routes (找设备, the sb sub-site's only entry): the landing, the supply
// list and the supply by place, a machine's card, a demand, the industry news, and publishing.
import { devices } from '../../../api/devices';
import { detailHead, listRoute, route, searchTitle, byId } from '../../route-kit';
import { deviceSearch } from './saved-search';
import { newsView, supplyList, supplyPlaceList } from './views';

export const devicesRoutes = {
  devices: route({
    path: '/findDevices',
    page: 'features/devices/DevicesHomePage',
    title: '找设备',
    description: '工程机械租赁：挖掘机、起重机、泵车、高空作业平台等出租与求租信息，按台班、天、月比较全包价。',
    nav: { label: '找设备', subsites: ['sb'] },
  }),
  deviceSupply: listRoute(supplyList, {
    page: 'features/devices/SupplyListPage',
    title: searchTitle(supplyList, 'keyword', '设备出租'),
    description: '设备出租信息：按类别、品牌、吨位、租赁方式、地区与可租日期筛选，输入工况即算全包价。',
    search: deviceSearch,
  }),
  deviceSupplyPlace: listRoute(supplyPlaceList, {
    page: 'features/devices/SupplyPlacePage',
    title: '附近的出租设备',
    description: '按所在地区或工地位置查找出租设备，由近及远，显示距离。',
  }),
  deviceCard: route({
    path: '/findDevices/device-card',
    page: 'features/devices/DeviceCardPage',
    ...detailHead({
      call: devices.detail,
      name: (d) => d.title,
      fallback: '设备详情',
      missing: '设备不存在',
      describe: (title) => `${title}：规格参数、租金与进出场费、可租日历、设备证照与出租单位。`,
    }),
    href: byId,
    notices: { device: '查看设备' },
  }),
  deviceNeed: route({
    path: '/findDevices/detailNeed',
    page: 'features/devices/NeedDetailPage',
    ...detailHead({
      call: devices.needDetail,
      name: (d) => d.title,
      fallback: '求租详情',
      missing: '求租信息不存在',
      describe: (title) => `${title}：设备要求、工况、项目地点、进场时间、租期与预算。`,
    }),
    href: byId,
    notices: { deviceNeed: '查看求租' },
  }),
  deviceNews: listRoute(newsView, {
    page: 'features/devices/DevicesNewsPage',
    title: '行业资讯',
    description: '工程机械与设备租赁行业资讯、政策与价格动态。',
  }),
  devicePublish: route({
    path: '/findDevices/publish',
    page: 'features/devices/DevicePublishPage',
    flows: ['devicesPublish'],
    title: '发布设备信息',
    description: '发布设备出租或求租信息。',
    /** The form editing one of the company's own listings. */
    href: (path) => (p?: { kind: 'supply' | 'need'; id: number }) =>
      p ? `${path}?${p.kind === 'need' ? 'kind=need&' : ''}id=${p.id}` : path,
  }),
};
