// rs-cms-service queries: rows mapped to the catalogue shapes.
import type { Selectable } from 'kysely';
import type { Banner, HelpItem, NewsItem, Partner, SuccessCase } from '../../../api/cms';
import type { Page } from '../../../api/define';
import type { Db } from '../../db';
import { contains, offsetOf, pageOf } from '../../db/query';
import { liveAt } from './live';
import type { BannerTable, HelpItemTable, NewsTable, SuccessCaseTable } from '../../db/schema';

const toBanner = (r: Selectable<BannerTable>): Banner => ({
  id: r.id,
  title: r.title,
  imageUrl: r.image_url,
  linkUrl: r.link_url,
  position: r.position,
  sort: r.sort,
});

export async function banners(db: Db, position: string): Promise<Banner[]> {
  const rows = await db
    .selectFrom('banner')
    .selectAll()
    .where('position', '=', position)
    .where(liveAt())
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map(toBanner);
}

export const MARKETING_POSITION = 'marketing';

export async function marketingImage(db: Db): Promise<Banner | null> {
  const row = await db
    .selectFrom('banner')
    .selectAll()
    .where('position', '=', MARKETING_POSITION)
    .where(liveAt())
    .orderBy('sort')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row ? toBanner(row) : null;
}

export async function partners(db: Db, type: number): Promise<Partner[]> {
  const rows = await db
    .selectFrom('partner')
    .selectAll()
    .where('type', '=', type)
    .where(liveAt())
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, logoUrl: r.logo_url, type: r.type, linkUrl: r.link_url }));
}

const toCase = (r: Selectable<SuccessCaseTable>): SuccessCase => ({
  id: r.id,
  title: r.title,
  companyName: r.company_name,
  summary: r.summary,
  imageUrl: r.image_url,
  publishTime: r.publish_time,
});

export async function cases(db: Db, size: number): Promise<SuccessCase[]> {
  const rows = await db
    .selectFrom('success_case')
    .selectAll()
    .where(liveAt())
    .orderBy('sort')
    .orderBy('publish_time', 'desc')
    .orderBy('id')
    .limit(size)
    .execute();
  return rows.map(toCase);
}

export async function caseDetail(db: Db, id: number): Promise<(SuccessCase & { content: string }) | undefined> {
  const row = await db.selectFrom('success_case').selectAll().where('id', '=', id).where(liveAt()).executeTakeFirst();
  return row && { ...toCase(row), content: row.content };
}

const toNews = (r: Selectable<NewsTable>): NewsItem => ({
  id: r.id,
  title: r.title,
  moduleCode: r.module_code,
  summary: r.summary,
  source: r.source,
  imageUrl: r.image_url,
  publishTime: r.publish_time,
});

export async function news(db: Db, q: { moduleCode?: string; current: number; size: number }): Promise<Page<NewsItem>> {
  const base = db
    .selectFrom('news')
    .where(liveAt())
    .$if(q.moduleCode !== undefined, (b) => b.where('module_code', '=', q.moduleCode!));
  const [{ n }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .selectAll()
      .orderBy('publish_time', 'desc')
      .orderBy('id', 'desc')
      .limit(q.size)
      .offset(offsetOf(q.current, q.size))
      .execute(),
  ]);
  return pageOf(rows.map(toNews), Number(n), q.current, q.size);
}

export async function newsDetail(db: Db, id: number): Promise<(NewsItem & { content: string }) | undefined> {
  const row = await db.selectFrom('news').selectAll().where('id', '=', id).where(liveAt()).executeTakeFirst();
  return row && { ...toNews(row), content: row.content };
}

const toHelp = (r: Selectable<HelpItemTable>): HelpItem => ({
  id: r.id,
  categoryCode: r.category_code,
  problemContent: r.problem_content,
  answerContent: r.answer_content,
  sort: r.sort,
});

export async function helpItems(
  db: Db,
  q: { categoryCode?: string; problemContent?: string; current: number; size: number },
): Promise<Page<HelpItem>> {
  const base = db
    .selectFrom('help_item')
    .where(liveAt())
    .$if(q.categoryCode !== undefined, (b) => b.where('category_code', '=', q.categoryCode!))
    .$if(!!q.problemContent, (b) => b.where((eb) => contains(eb.ref('problem_content'), q.problemContent!)));
  const [{ n }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .selectAll()
      .orderBy('category_code')
      .orderBy('sort')
      .orderBy('id')
      .limit(q.size)
      .offset(offsetOf(q.current, q.size))
      .execute(),
  ]);
  return pageOf(rows.map(toHelp), Number(n), q.current, q.size);
}

export async function helpDetail(db: Db, id: number): Promise<HelpItem | undefined> {
  const row = await db.selectFrom('help_item').selectAll().where('id', '=', id).where(liveAt()).executeTakeFirst();
  return row && toHelp(row);
}
