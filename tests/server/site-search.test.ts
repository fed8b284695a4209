// The portal-wide search (搜索全站): every public kind's listings by their words, grouped with their
// labels and ranked together; the suggestions hold goods too; the results page counts every group
// and pages one section; every word must match; bad input gets a 400.
import { expect, it, vi } from 'vitest';
import { siteSearch, type SiteGroup, type SiteHit } from '../../src/api/site-search';
import type { Page } from '../../src/api/define';
import { KEEP_MS } from '../../src/server/floor/site-listings';
import { setClock } from '../../src/server/floor/time';
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

    const machine = (await suggest('挖掘机')).find((g) => g.kind === 'devices');
    expect(machine?.hits[0].href).toMatch(/^\/findDevices\/device-card\?id=\d+$/);
    expect(machine!.hits.every((h) => h.title.includes('挖掘机'))).toBe(true);
  });

  it('suggests goods too, with the goods search’s trade words (螺纹 finds 螺纹钢)', async () => {
    const goods = (await suggest('螺纹')).find((g) => g.kind === 'goods');
    expect(goods?.label).toBe('商品');
    expect(goods!.hits.length).toBeGreaterThan(0);
    expect(goods!.hits[0].href).toMatch(/^\/goodsDetail\?id=\d+$/);
  });

  /** The results page's group of `kind` for `q`, ranked first when its best hit's title is the text. */
  const found = async (q: string, kind: string) => {
    const { groups } = await page({ q });
    const group = groups.find((g) => g.kind === kind);
    return { group, first: groups[0] };
  };

  it('finds a shop, a ground-map site, a ceramic shop and a help question by their names', async () => {
    const shop = await t.db.selectFrom('shop').select(['id', 'name']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    const byShop = await found(shop.name, 'shop');
    expect(byShop.group?.label).toBe('店铺');
    expect(byShop.group!.hits.map((h) => h.href)).toContain(`/shopDetail?id=${shop.id}`);
    expect(byShop.first.kind).toBe('shop');

    const site = await t.db
      .selectFrom('ground_site')
      .select(['id', 'company_name'])
      .where('state', '=', 'listed')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const bySite = await found(site.company_name, 'ground');
    expect(bySite.group?.label).toBe('地材供应点');
    expect(bySite.group!.hits.map((h) => h.href)).toContain(`/groundMaterialMap/details?id=${site.id}`);

    const ceramic = await t.db
      .selectFrom('taoci_shop as cs')
      .innerJoin('shop as s', 's.id', 'cs.shop_id')
      .select(['s.id', 's.name'])
      .where('cs.status', '=', 'open')
      .orderBy('s.id')
      .executeTakeFirstOrThrow();
    const byCeramic = await found(ceramic.name, 'taociShop');
    expect(byCeramic.group?.label).toBe('陶瓷店铺');
    expect(byCeramic.group!.hits.map((h) => h.href)).toContain(`/taoci-index/shop?id=${ceramic.id}`);

    const question = await t.db
      .selectFrom('help_item')
      .select('problem_content')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const byHelp = await found(question.problem_content, 'help');
    expect(byHelp.group?.label).toBe('帮助问题');
    expect(byHelp.group!.hits[0].title).toBe(question.problem_content);
    expect(new URL(byHelp.group!.hits[0].href, 'http://x').searchParams.get('problemContent')).toBe(
      question.problem_content,
    );
  });

  it('reaches every public kind, each group labelled with its section', async () => {
    const kinds = new Set<string>();
    for (const q of ['建', '工', '砖', '机', '贷', '砂', '钢', '如何'])
      for (const g of (await page({ q })).groups) kinds.add(`${g.kind}:${g.label}`);
    expect([...kinds].sort()).toEqual([
      'deviceNeed:设备求租',
      'devices:设备',
      'finance:金融产品',
      'goods:商品',
      'ground:地材供应点',
      'help:帮助问题',
      'inquiry:询价',
      'labor:招工',
      'laborCompany:劳务公司',
      'laborTeam:班组',
      'laborWorker:工人',
      'news:资讯',
      'project:项目',
      'shop:店铺',
      'taociShop:陶瓷店铺',
      'taociTile:瓷砖',
      'tender:招标',
    ]);
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

  it('shows a new listing once the kept copy of its kind is older than 30 s', async () => {
    let at = Date.now();
    setClock(() => at);
    try {
      const title = `全站搜索新上线资讯${at}`;
      expect(await suggest(title)).toEqual([]);
      await t.db
        .insertInto('news')
        .values({
          title,
          module_code: 'platform',
          summary: '摘要',
          source: '平台',
          content: '正文',
          image_url: '',
          publish_time: '2026-01-01 00:00:00',
        })
        .execute();
      expect(await suggest(title)).toEqual([]);
      at += KEEP_MS + 1;
      await vi.waitFor(async () => expect((await suggest(title))[0]?.hits[0]?.title).toBe(title), { interval: 5 });
    } finally {
      setClock();
    }
  });

  it('needs every word: a word nothing has empties the groups', async () => {
    expect(await suggest('挖掘机 量子纠缠')).toEqual([]);
    expect((await page({ q: '  ' })).groups).toEqual([]);
  });

  it('refuses bad input with a 400 in Chinese', async () => {
    const [status, msg] = refusal(await call(t.app, siteSearch.suggest, { q: 'x'.repeat(51) }));
    expect(status).toBe(400);
    expect(msg).toBe('参数错误：搜索词最多 50 个字');
    expect((await call(t.app, siteSearch.page, { q: '钢', current: 0 })).statusCode).toBe(400);
  });
});
