// The equipment section's dictionaries (找设备): the two-level category tree with each type's
// spec unit and fuel use, rent modes, statuses, work kinds and report reasons. One place for
// client, server and seed.

export interface DeviceType {
  code: string;
  name: string;
  /** What its spec value measures: 吨 (挖机、吊车), 米 (臂长、作业高度), 方 (斗容、泵量). */
  specUnit: string;
  /** Litres of diesel per working hour at a typical load (0: electric). */
  fuelPerHour: number;
}
export interface DeviceCategory {
  code: string;
  name: string;
  types: readonly DeviceType[];
}

const t = (code: string, name: string, specUnit: string, fuelPerHour: number): DeviceType => ({
  code,
  name,
  specUnit,
  fuelPerHour,
});

export const DEVICE_CATEGORIES: readonly DeviceCategory[] = [
  {
    code: '1',
    name: '土方机械',
    types: [t('101', '挖掘机', '吨', 14), t('102', '装载机', '吨', 12), t('103', '推土机', '吨', 18)],
  },
  {
    code: '2',
    name: '起重机械',
    types: [t('201', '汽车起重机', '吨', 10), t('202', '履带起重机', '吨', 16), t('203', '塔式起重机', '吨', 0)],
  },
  { code: '3', name: '混凝土机械', types: [t('301', '混凝土泵车', '米', 18), t('302', '混凝土搅拌车', '方', 9)] },
  { code: '4', name: '筑养路机械', types: [t('401', '沥青摊铺机', '米', 20), t('402', '路面铣刨机', '米', 25)] },
  { code: '5', name: '桩工机械', types: [t('501', '旋挖钻机', '吨', 22), t('502', '静压桩机', '吨', 15)] },
  { code: '6', name: '压实机械', types: [t('601', '压路机', '吨', 9)] },
  { code: '7', name: '叉车', types: [t('701', '内燃叉车', '吨', 4)] },
  {
    code: '8',
    name: '高空作业平台',
    types: [t('801', '剪叉式高空作业平台', '米', 0), t('802', '曲臂式高空作业平台', '米', 5)],
  },
  { code: '9', name: '运输车辆', types: [t('901', '自卸车', '吨', 12)] },
];
export const DEVICE_TYPES: readonly DeviceType[] = DEVICE_CATEGORIES.flatMap((c) => c.types);
export const typeOf = (code: string): DeviceType | undefined => DEVICE_TYPES.find((x) => x.code === code);
export const categoryOfType = (code: string): DeviceCategory | undefined =>
  DEVICE_CATEGORIES.find((c) => c.types.some((x) => x.code === code));

export const DEVICE_BRANDS = [
  '三一',
  '徐工',
  '柳工',
  '中联重科',
  '山推',
  '临工',
  '卡特',
  '小松',
  '日立',
  '沃尔沃',
  '斗山',
  '山河智能',
  '永茂',
  '杭叉',
  '合力',
  '吉尼',
  '鼎力',
  '陕汽',
  '重汽',
] as const;

/** Rent modes; 台班 is one machine for 8 hours. */
export const RENT_MODES = ['shift', 'hour', 'day', 'month', 'cube'] as const;
export type RentMode = (typeof RENT_MODES)[number];
export const RENT_MODE_NAMES: Record<RentMode, string> = {
  shift: '台班',
  hour: '小时',
  day: '天',
  month: '月',
  cube: '方',
};
export const RENT_UNIT: Record<RentMode, string> = {
  shift: '元/台班',
  hour: '元/小时',
  day: '元/天',
  month: '元/月',
  cube: '元/方',
};

export const DEVICE_STATES = ['pending_review', 'published', 'rented', 'closed', 'expired'] as const;
export type DeviceState = (typeof DEVICE_STATES)[number];
export const SUPPLY_STATE_NAMES: Record<DeviceState, string> = {
  pending_review: '待审核',
  published: '可出租',
  rented: '已出租',
  closed: '已下架',
  expired: '已过期',
};
export const NEED_STATE_NAMES: Record<DeviceState, string> = {
  pending_review: '待审核',
  published: '求租中',
  rented: '已对接',
  closed: '已关闭',
  expired: '已截止',
};

export const WORK_KINDS = [
  '土方开挖',
  '吊装',
  '混凝土浇筑',
  '路面施工',
  '桩基施工',
  '场地平整',
  '物料转运',
  '高空安装',
] as const;
export const CERTIFICATES = ['特种设备使用登记证', '检验合格证', '行驶证', '操作证'] as const;
export const REPORT_REASONS = ['虚假信息', '设备已出租', '价格不实', '联系方式无效', '其他'] as const;
/** Distinct companies reporting a published listing that send it back to review. */
export const REPORTS_TO_REVIEW = 3;

export const DEVICE_SORTS = ['publishTime', 'priceAsc', 'priceDesc', 'year', 'total', 'distance'] as const;
export type DeviceSort = (typeof DEVICE_SORTS)[number];

export const DEVICE_LIMITS = {
  maxPrice: 2_000_000,
  maxFee: 500_000,
  maxDays: 365,
  maxQuantity: 500,
  maxImages: 6,
  maxCerts: 6,
} as const;
