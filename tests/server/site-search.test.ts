// The portal-wide search (搜索全站): each section's listings by their words, grouped with their
// labels; the suggestions leave the goods to the goods suggestions; the results page counts every
// group and pages one section; every word must match; bad input gets a 400.
import { expect, it } from 'vitest';
import { siteSearch, type SiteGroup, type SiteHit } from '../../src/api/site-search';
import type { Page } from '../../src/api/define';
import { call, data, refusal } from './auth-helpers';
import { eachDialect, useApp } from './helpers';

eachDialect('site search', (dialect) => {
  const t = useApp(dialect);
  const suggest = async (q: string) =>
    data<{ groups: SiteGroup[] }>(await call(t.app, siteSearch.suggest, { q })).groups;
  const page = async (q: Record<string, unknown>) =>
    data<{ groups: SiteGroup[]; results: Page<SiteHit> | null }>(await call(t.app, siteSearch.page, q));

  it('suggests listings of several sections, each hit leading to its own page', async () => {
    const title = (
      await t.db
        .selectFrom('labor_job')
        .select('title')
        .where('status', '=', 'recruiting')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
    ).title;
    const groups = await suggest(title);
    const labor = groups.find((g) => g.kind === 'labor');
    expect(labor?.label).toBe('招工');
    expect(labor!.hits.length).toBeGreaterThan(0);
    expect(labor!.hits.length).toBeLessThanOrEqual(3);
    expect(labor!.hits[0].href).toMatch(/^\/labor-services\/detail-work\?id=\d+$/);
    expect(groups.some((g) => g.kind === 'goods')).toBe(false);

    const machine = (await suggest('挖掘机')).find((g) => g.kind === 'devices');
    expect(machine?.hits[0].href).toMatch(/^\/findDevices\/device-card\?id=\d+$/);
    expect(machine!.hits.every((h) => h.title.includes('挖掘机'))).toBe(true);
  });

  it('counts every group on the results page and pages one section', async () => {
    const all = await page({ q: '钢' });
    const goods = all.groups.find((g) => g.kind === 'goods');
    expect(goods!.total).toBeGreaterThan(5);
    expect(goods!.hits).toHaveLength(5);
    expect(all.results).toBeNull();

    const one = await page({ q: '钢', kind: 'goods', current: 2, size: 10 });
    expect(one.results!.current).toBe(2);
    expect(one.results!.total).toBe(goods!.total);
    expect(one.results!.records.length).toBeGreaterThan(0);
    expect(one.results!.records[0].href).toMatch(/^\/goodsDetail\?id=\d+$/);
  });

  it('needs every word: a word nothing has empties the groups', async () => {
    expect(await suggest('挖掘机 量子纠缠')).toEqual([]);
    expect((await page({ q: '  ' })).groups).toEqual([]);
  });

  it('refuses bad input with a 400 in Chinese', async () => {
    const [status, msg] = refusal(await call(t.app, siteSearch.suggest, { q: 'x'.repeat(51) }));
    expect(status).toBe(400);
    expect(msg).toMatch(/q/);
    expect((await call(t.app, siteSearch.page, { q: '钢', current: 0 })).statusCode).toBe(400);
  });
});
