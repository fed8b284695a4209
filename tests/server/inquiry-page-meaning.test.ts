// The inquiry hall pages ids on the inquiries alone and joins the cards after: every page of each
// filter and sort case equals the hall's meaning computed here from the whole table (public
// inquiries, keyword in title, buyer or a line's material, the clock-derived status, the three
// orders with the id last), totals included.
import { expect, it } from 'vitest';
import type { Page } from '../../src/api/define';
import { inquiry, type InquiryCard } from '../../src/api/inquiry';
import { eachDialect, useApp } from './helpers';
import { body, useClock } from './inquiry-helpers';
import { send } from './mall-helpers';

type Query = {
  keyword?: string;
  categoryCode?: string;
  provinceCode?: string;
  status?: string;
  sort?: 'deadline' | 'quoteCount';
};

eachDialect('inquiry page meaning', (dialect) => {
  const t = useApp(dialect);
  const clock = useClock();

  async function expected(q: Query): Promise<number[]> {
    const now = new Date(clock.now).toISOString().slice(0, 19).replace('T', ' ');
    const rows = await t.db
      .selectFrom('inquiry as i')
      .innerJoin('companies as b', 'b.id', 'i.buyer_company_id')
      .select([
        'i.id',
        'i.title',
        'b.name',
        'i.category_code',
        'i.province_code',
        'i.status',
        'i.deadline',
        'i.publish_time',
        'i.quote_count',
      ])
      .where('i.status', 'in', ['published', 'closed'])
      .execute();
    const lines = await t.db.selectFrom('inquiry_line').select(['inquiry_id', 'name']).execute();
    const k = q.keyword;
    const byLine = new Set(k ? lines.filter((l) => l.name.includes(k)).map((l) => l.inquiry_id) : []);
    const open = (r: (typeof rows)[number]) => r.status === 'published' && r.deadline > now;
    const code = (r: (typeof rows)[number]) => (r.status === 'closed' ? '3' : open(r) ? '1' : '2');
    const kept = rows.filter(
      (r) =>
        (!k || r.title.includes(k) || r.name.includes(k) || byLine.has(r.id)) &&
        (!q.categoryCode || r.category_code === q.categoryCode) &&
        (!q.provinceCode || r.province_code === q.provinceCode) &&
        (!q.status || code(r) === q.status),
    );
    const cmp = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
    kept.sort((a, b) => {
      if (q.sort === 'quoteCount')
        return b.quote_count - a.quote_count || cmp(b.publish_time!, a.publish_time!) || b.id - a.id;
      if (q.sort === 'deadline') {
        const [oa, ob] = [open(a), open(b)];
        if (oa !== ob) return oa ? -1 : 1;
        return (oa ? cmp(a.deadline, b.deadline) : cmp(b.deadline, a.deadline)) || b.id - a.id;
      }
      return cmp(b.publish_time!, a.publish_time!) || b.id - a.id;
    });
    return kept.map((r) => r.id);
  }

  const cases: Query[] = [
    {},
    { keyword: '钢' },
    { keyword: '螺纹钢', sort: 'quoteCount' },
    { keyword: '南京华建' },
    { keyword: '没有这样的材料' },
    { status: '1', sort: 'deadline' },
    { sort: 'deadline' },
    { status: '2', keyword: '钢' },
    { categoryCode: '2', provinceCode: '320000', sort: 'quoteCount' },
  ];

  it('answers every page of each case as the whole hall means it', async () => {
    for (const q of cases) {
      const want = await expected(q);
      const size = 37;
      const got: InquiryCard[] = [];
      let total = -1;
      for (let current = 1; current <= Math.max(1, Math.ceil(want.length / size)); current++) {
        const p = body<Page<InquiryCard>>(await send(t.app, inquiry.page, { ...q, size, current }));
        got.push(...p.records);
        total = p.total;
      }
      const why = JSON.stringify(q);
      expect(total, why).toBe(want.length);
      expect(
        got.map((r) => r.id),
        why,
      ).toEqual(want);
    }
    // The buyer and the material keywords find inquiries whose titles lack them.
    const titles = new Map(
      (await t.db.selectFrom('inquiry').select(['id', 'title']).execute()).map((r) => [r.id, r.title]),
    );
    for (const k of ['南京华建', '钢'])
      expect(
        (await expected({ keyword: k })).some((id) => !titles.get(id)!.includes(k)),
        k,
      ).toBe(true);
  });
});
