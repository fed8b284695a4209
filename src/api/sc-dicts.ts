// The sc public-tender site's fixed lists: the two roles, their certification statuses, the four
// agreements (each role signs its own pair; the version is stored with the consent) and the two
// apps of the download pages. Shared by the catalogue (src/api/sc.ts), the server and the pages.

export const SC_ROLES = ['purchaser', 'supplier'] as const;
export type ScRole = (typeof SC_ROLES)[number];
export const SC_ROLE_NAMES: Record<ScRole, string> = { purchaser: '采购商', supplier: '供应商' };

/** active: may act (a purchaser at once); a supplier is cert_pending until reviewed. */
export const SC_CERT_STATUSES = ['active', 'cert_pending', 'certified', 'rejected', 'frozen'] as const;
export type ScCertStatus = (typeof SC_CERT_STATUSES)[number];
export const SC_CERT_NAMES: Record<ScCertStatus, string> = {
  active: '已开通',
  cert_pending: '认证审核中',
  certified: '已认证',
  rejected: '认证未通过',
  frozen: '已冻结',
};

/**
 * The certification's transitions (SECTIONS H.3): a pending supplier is certified or rejected; a
 * rejected one fixes its details and resubmits (pending again); a certified one may be frozen.
 * A purchaser is active at once.
 */
export const SC_CERT_NEXT: Record<ScCertStatus, readonly ScCertStatus[]> = {
  active: ['frozen'],
  cert_pending: ['certified', 'rejected'],
  certified: ['frozen'],
  rejected: ['cert_pending'],
  frozen: [],
};
export const canResubmit = (status: ScCertStatus): boolean => SC_CERT_NEXT[status].includes('cert_pending');

/** What a pending supplier reads while it waits: a 审核员 of the operations console decides (queue `sc-cert`). */
export const SC_REVIEW_WAIT = '平台审核员将尽快审核，审核结果将通过站内消息通知您';

export const SC_AGREEMENT_KEYS = ['sc-user', 'sc-privacy', 'sc-purchaser', 'sc-purchaser-privacy'] as const;
export type ScAgreementKey = (typeof SC_AGREEMENT_KEYS)[number];

export interface ScAgreement {
  key: ScAgreementKey;
  title: string;
  version: string;
  /** The day the version took effect (Beijing). */
  effective: string;
}

export const SC_AGREEMENTS: Record<ScAgreementKey, ScAgreement> = {
  'sc-user': {
    key: 'sc-user',
    title: '招标采购平台用户服务协议',
    version: '2026-02',
    effective: '2026-02-01',
  },
  'sc-privacy': {
    key: 'sc-privacy',
    title: '招标采购平台隐私政策',
    version: '2026-02',
    effective: '2026-02-01',
  },
  'sc-purchaser': {
    key: 'sc-purchaser',
    title: '采购商入驻协议',
    version: '2026-03',
    effective: '2026-03-15',
  },
  'sc-purchaser-privacy': {
    key: 'sc-purchaser-privacy',
    title: '采购商隐私政策',
    version: '2026-03',
    effective: '2026-03-15',
  },
};

/** The pair each role signs at registration. */
export const SC_ROLE_AGREEMENTS: Record<ScRole, readonly [ScAgreementKey, ScAgreementKey]> = {
  supplier: ['sc-user', 'sc-privacy'],
  purchaser: ['sc-purchaser', 'sc-purchaser-privacy'],
};

export const SC_SORTS = ['publishTime', 'deadline'] as const;
export const SC_SORT_NAMES: Record<(typeof SC_SORTS)[number], string> = {
  publishTime: '最新发布',
  deadline: '截止时间',
};
/** 发布时间 choices of the search: within the last N days. */
export const SC_PUBLISH_WITHIN = [3, 7, 30, 90] as const;
