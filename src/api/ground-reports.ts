// Material prices by region (the price map: each province's latest weekly average of a material
// and its change over 12 weeks) and the weekly price index; market research reports (周报 / 月报 /
// 专题) by material, region and date, the full text for members only, a summary for visitors.
import { get, id, page, paging, post, text, z } from './define';
import { PRICED_MATERIALS, REPORT_KINDS, REPORT_MATERIALS } from './ground-dicts';
import { day, opt, regionCode } from './fields';

export const pricedMaterial = z.enum(PRICED_MATERIALS.map((m) => m.code) as [string, ...string[]]);

const provincePrice = z.object({
  code: z.string(),
  name: z.string(),
  /** The latest week's average, in the material's unit. */
  price: z.number(),
  /** Percent change against 12 weeks before, one decimal. */
  change12w: z.number(),
  /** The last 13 weekly averages, oldest first. */
  weeks: z.array(z.number()),
});
export type ProvincePrice = z.infer<typeof provincePrice>;

export const reportQuery = z.object({
  ...paging(10),
  keyword: text(30),
  kind: opt(z.enum(REPORT_KINDS)),
  material: opt(z.enum(REPORT_MATERIALS)),
  provinceCode: opt(regionCode),
  /** Published on or after / before (Beijing days). */
  from: opt(day),
  to: opt(day),
});
export type ReportQuery = z.input<typeof reportQuery>;

const reportCard = z.object({
  id: z.number(),
  title: z.string(),
  kind: z.enum(REPORT_KINDS),
  kindName: z.string(),
  material: z.enum(REPORT_MATERIALS),
  materialName: z.string(),
  provinceCode: z.string(),
  /** 全国 for a national report. */
  regionName: z.string(),
  publishTime: z.string(),
  summary: z.string(),
  views: z.number(),
});
export type ReportCard = z.infer<typeof reportCard>;

export const reportDetail = z.object({
  ...reportCard.shape,
  /** The full text (paragraphs); null for visitors, who see the summary. */
  body: z.nullable(z.array(z.string())),
  /** The price index the chart draws: its material code. */
  indexMaterial: z.string(),
});
export type ReportDetail = z.infer<typeof reportDetail>;

export const groundReports = {
  priceMap: get(
    '/api/ground-service/price/provinces',
    z.object({ material: pricedMaterial }),
    z.object({ material: z.string(), week: z.string(), provinces: z.array(provincePrice) }),
    'optional',
  ),
  priceIndex: get(
    '/api/ground-service/price/index',
    z.object({ material: pricedMaterial, provinceCode: opt(regionCode) }),
    z.object({
      material: z.string(),
      regionName: z.string(),
      points: z.array(z.object({ week: z.string(), price: z.number() })),
    }),
    'optional',
  ),
  reportPage: post('/api/ground-service/report/page', reportQuery, page(reportCard), 'optional'),
  reportDetail: get('/api/ground-service/report/detail', z.object({ id }), reportDetail, 'optional'),
};
