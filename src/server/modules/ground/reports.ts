// Research reports: the published ones by keyword, kind, material, region and Beijing date, the
// newest first; one report with its full text for members and its summary only for visitors.
import type { Page, z } from '../../../api/define';
import type { ReportCard, ReportDetail, reportQuery } from '../../../api/ground-reports';
import { REPORT_INDEX, REPORT_KIND_NAMES, REPORT_MATERIAL_NAMES } from '../../../api/ground-dicts';
import type { Db } from '../../db';
import { contains, offsetOf, pageOf } from '../../db/query';
import { dayRange, isoOf } from '../../floor/time';
import { badRequest } from '../../http/errors';
import type { Member } from '../../http/session';
import { sql } from 'kysely';

type Query = z.output<typeof reportQuery>;

const base = (db: Db) =>
  db
    .selectFrom('ground_report as r')
    .leftJoin('region as p', 'p.code', 'r.province_code')
    .where('r.state', '=', 'published');
const columns = [
  'r.id',
  'r.title',
  'r.kind',
  'r.material',
  'r.province_code',
  'p.name as province_name',
  'r.publish_time',
  'r.summary',
  'r.views',
] as const;
type Row = {
  id: number;
  title: string;
  kind: ReportCard['kind'];
  material: ReportCard['material'];
  province_code: string;
  province_name: string | null;
  publish_time: string;
  summary: string;
  views: number;
};

const toCard = (r: Row): ReportCard => ({
  id: r.id,
  title: r.title,
  kind: r.kind,
  kindName: REPORT_KIND_NAMES[r.kind],
  material: r.material,
  materialName: REPORT_MATERIAL_NAMES[r.material],
  provinceCode: r.province_code,
  regionName: r.province_name ?? '全国',
  publishTime: isoOf(r.publish_time),
  summary: r.summary,
  views: r.views,
});

export async function reportPage(db: Db, q: Query): Promise<Page<ReportCard>> {
  if (q.from && q.to && q.from > q.to) throw badRequest('参数错误：from 不能晚于 to');
  let b = base(db);
  if (q.keyword) b = b.where(contains(sql.ref('r.title'), q.keyword));
  if (q.kind) b = b.where('r.kind', '=', q.kind);
  if (q.material) b = b.where('r.material', '=', q.material);
  if (q.provinceCode) b = b.where('r.province_code', '=', q.provinceCode);
  if (q.from) b = b.where('r.publish_time', '>=', dayRange(q.from).from);
  if (q.to) b = b.where('r.publish_time', '<', dayRange(q.to).to);
  const total = Number((await b.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const rows = await b
    .select(columns)
    .orderBy('r.publish_time', 'desc')
    .orderBy('r.id', 'desc')
    .limit(q.size)
    .offset(offsetOf(q.current, q.size))
    .execute();
  return pageOf(rows.map(toCard), total, q.current, q.size);
}

export async function reportDetail(db: Db, id: number, me: Member | null): Promise<ReportDetail | undefined> {
  const r = await base(db).select(columns).select('r.body').where('r.id', '=', id).executeTakeFirst();
  if (!r) return undefined;
  await db
    .updateTable('ground_report')
    .set((eb) => ({ views: eb('views', '+', 1) }))
    .where('id', '=', id)
    .execute();
  return {
    ...toCard({ ...r, views: r.views + 1 }),
    body: me ? r.body.split('\n\n') : null,
    indexMaterial: REPORT_INDEX[r.material],
  };
}
