// blade-system: dictionaries, regions, and the public site configuration (brand facts, hosts).
import { get, none, z } from './define';

export const DICT_CODES = [
  'category_code',
  'finance_money_type',
  'finance_time_type',
  'finance_scene_type',
  'finance_service_type',
  'project_category',
  'project_sale_type',
  'transaction_mode',
  'xfs_product_category_list',
  'fast_city',
] as const;
export type DictCode = (typeof DICT_CODES)[number];

const dictEntry = z.object({ code: z.string(), dictKey: z.string(), dictValue: z.string(), sort: z.number() });
export type DictEntry = z.infer<typeof dictEntry>;

const region = z.object({ code: z.string(), name: z.string(), parentCode: z.string(), level: z.number() });
export type Region = z.infer<typeof region>;

const siteConfig = z.object({
  brandName: z.string(),
  slogan: z.string(),
  hotline: z.string(),
  serviceHours: z.string(),
  recordLine: z.string(),
  licenceLine: z.string(),
  copyright: z.string(),
  /** Full-page navigation targets on other hosts (login centre, user centre, ERP, …). */
  links: z.object({
    userCenter: z.string(),
    messageCenter: z.string(),
    logoutHandler: z.string(),
    erp: z.string(),
    newIndex: z.string(),
    smartConstruction: z.string(),
  }),
  qr: z.array(z.object({ key: z.string(), title: z.string(), imageUrl: z.string() })),
  cookieDomain: z.string(),
  /** 'default' or 'provincial': the provincial construction digital platform logo. */
  logoVariant: z.enum(['default', 'provincial']),
});
export type SiteConfig = z.infer<typeof siteConfig>;

export const system = {
  dictionary: get(
    '/api/blade-system/dict/dictionary',
    z.object({ code: z.enum(DICT_CODES) }),
    z.array(dictEntry),
    'none',
    { code: '字典' },
  ),
  provinces: get('/api/blade-system/region/province', none, z.array(region), 'none'),
  regionChildren: get(
    '/api/blade-system/region/children',
    z.object({ parentCode: z.string().check(z.regex(/^\d{6}$/, { message: '应为 6 位行政区划代码' })) }),
    z.array(region),
    'none',
  ),
  siteConfig: get('/api/blade-system/site/config', none, siteConfig, 'none'),
};
