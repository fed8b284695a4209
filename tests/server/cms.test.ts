import { expect, it } from 'vitest';
import {
  BANNER_POSITIONS,
  cms,
  HELP_CATEGORIES,
  NEWS_MODULES,
  type Banner,
  type HelpItem,
  type NewsItem,
  type Partner,
  type SuccessCase,
} from '../../src/api/cms';
import type { Page } from '../../src/api/define';
import { eachDialect, getFail, getOk, useApp } from './helpers';

const descending = (values: string[]) => values.every((v, i) => i === 0 || values[i - 1] >= v);

eachDialect('rs-cms-service', (dialect) => {
  const t = useApp(dialect);

  it('lists banners of every position in sort order, images served by the media module', async () => {
    for (const position of BANNER_POSITIONS) {
      const list = await getOk<Banner[]>(t.app, cms.bannerList.path, { position });
      expect(list.length, position).toBeGreaterThanOrEqual(2);
      expect(list.every((b) => b.position === position)).toBe(true);
      expect(list.map((b) => b.sort)).toEqual([...list.map((b) => b.sort)].sort((a, b) => a - b));
      // The carousel's banners, the ad strips' wider pictures.
      const kind = position === '01' ? 'banner' : 'ad';
      expect(list.every((b) => b.imageUrl.startsWith(`/media/${kind}/`))).toBe(true);
    }
  });

  it('serves the marketing image', async () => {
    const image = await getOk<Banner | null>(t.app, cms.marketingImage.path);
    expect(image).toMatchObject({ title: expect.any(String), imageUrl: expect.stringMatching(/^\/media\/banner\//) });
  });

  it('lists partners by type 1, 2 and 3', async () => {
    const seen = new Set<number>();
    for (const type of [1, 2, 3]) {
      const list = await getOk<Partner[]>(t.app, cms.partnerList.path, { type });
      expect(list.length).toBeGreaterThanOrEqual(6);
      expect(list.every((p) => p.type === type)).toBe(true);
      list.forEach((p) => seen.add(p.id));
    }
    expect(seen.size).toBeGreaterThanOrEqual(18);
    expect(await getFail(t.app, cms.partnerList.path, { type: 4 }, 400)).toContain('类型');
  });

  it('lists 4 success cases by default, more on request, and their details', async () => {
    const four = await getOk<SuccessCase[]>(t.app, cms.caseList.path);
    expect(four).toHaveLength(4);
    const eight = await getOk<SuccessCase[]>(t.app, cms.caseList.path, { size: 8 });
    expect(eight).toHaveLength(8);
    expect(eight.slice(0, 4)).toEqual(four);
    const detail = await getOk<SuccessCase & { content: string }>(t.app, cms.caseDetail.path, { id: four[0].id });
    expect(detail).toMatchObject(four[0]);
    expect(detail.content.length).toBeGreaterThan(50);
    await getFail(t.app, cms.caseDetail.path, { id: 999_999 }, 404);
  });

  it('pages news newest first, filtered by module', async () => {
    const first = await getOk<Page<NewsItem>>(t.app, cms.newsList.path);
    expect(first).toMatchObject({ size: 10, current: 1, pages: Math.ceil(first.total / 10) });
    expect(first.total).toBeGreaterThanOrEqual(40);
    expect(first.records).toHaveLength(10);
    expect(descending(first.records.map((n) => n.publishTime))).toBe(true);
    const second = await getOk<Page<NewsItem>>(t.app, cms.newsList.path, { current: 2 });
    expect(second.records.map((n) => n.id)).not.toContain(first.records[0].id);
    expect(descending([first.records[9].publishTime, second.records[0].publishTime])).toBe(true);

    let sum = 0;
    for (const moduleCode of NEWS_MODULES) {
      const page = await getOk<Page<NewsItem>>(t.app, cms.newsList.path, { moduleCode, size: 100 });
      expect(page.total, moduleCode).toBeGreaterThan(0);
      expect(page.records.every((n) => n.moduleCode === moduleCode)).toBe(true);
      sum += page.total;
    }
    expect(sum).toBe(first.total);
    const beyond = await getOk<Page<NewsItem>>(t.app, cms.newsList.path, { current: 99 });
    expect(beyond).toMatchObject({ records: [], total: first.total, current: 99 });
  });

  it('returns a news detail with content, 404 for an unknown id, 400 beyond the id column', async () => {
    const { records } = await getOk<Page<NewsItem>>(t.app, cms.newsList.path, { size: 1 });
    const detail = await getOk<NewsItem & { content: string }>(t.app, cms.newsDetail.path, { id: records[0].id });
    expect(detail).toMatchObject(records[0]);
    expect(detail.content).toContain(detail.summary);
    await getFail(t.app, cms.newsDetail.path, { id: 123_456 }, 404);
    await getFail(t.app, cms.newsDetail.path, { id: 99_999_999_999 }, 400);
  });

  it('lists 8 to 12 help items in each footer category', async () => {
    for (const categoryCode of HELP_CATEGORIES) {
      const page = await getOk<Page<HelpItem>>(t.app, cms.helpCenterList.path, { categoryCode });
      expect(page.total, categoryCode).toBeGreaterThanOrEqual(8);
      expect(page.total, categoryCode).toBeLessThanOrEqual(12);
      expect(page.records.every((h) => h.categoryCode === categoryCode && h.answerContent.length > 10)).toBe(true);
      expect(page.records.map((h) => h.sort)).toEqual(page.records.map((_, i) => i + 1));
    }
  });

  it('searches help items by a substring of the question, LIKE wildcards taken literally', async () => {
    const all = await getOk<Page<HelpItem>>(t.app, cms.helpCenterList.path, { size: 100 });
    const hits = await getOk<Page<HelpItem>>(t.app, cms.helpCenterList.path, { problemContent: '发票', size: 100 });
    const expected = all.records.filter((h) => h.problemContent.includes('发票'));
    expect(expected.length).toBeGreaterThan(0);
    expect(hits.records.map((h) => h.id).sort()).toEqual(expected.map((h) => h.id).sort());
    const both = await getOk<Page<HelpItem>>(t.app, cms.helpCenterList.path, {
      problemContent: ' 发票 ',
      categoryCode: 'pay_way',
    });
    expect(both.total).toBe(expected.filter((h) => h.categoryCode === 'pay_way').length);
    for (const wildcard of ['%', '_', '%%', '发_']) {
      expect(
        (await getOk<Page<HelpItem>>(t.app, cms.helpCenterList.path, { problemContent: wildcard })).total,
        wildcard,
      ).toBe(0);
    }
    expect(await getFail(t.app, cms.helpCenterList.path, { problemContent: '长'.repeat(51) }, 400)).toContain('问题');
  });

  it('returns a help item, 404 for an unknown id', async () => {
    const { records } = await getOk<Page<HelpItem>>(t.app, cms.helpCenterList.path, { size: 1 });
    expect(await getOk<HelpItem>(t.app, cms.helpCenterDetail.path, { id: records[0].id })).toEqual(records[0]);
    await getFail(t.app, cms.helpCenterDetail.path, { id: 5000 }, 404);
  });

  it('serves the help calls under huizhuyun-support and still answers their old rs-cms-service paths', async () => {
    expect(cms.helpCenterList.path).toBe('/api/huizhuyun-support/help-center/list');
    expect(cms.helpCenterDetail.path).toBe('/api/huizhuyun-support/help-center/detail');
    const q = { categoryCode: 'pay_way', size: 3 };
    const now = await getOk<Page<HelpItem>>(t.app, cms.helpCenterList.path, q);
    expect(await getOk(t.app, '/api/rs-cms-service/help-center/list', q)).toEqual(now);
    const one = now.records[0];
    expect(await getOk(t.app, '/api/rs-cms-service/help-center/detail', { id: one.id })).toEqual(one);
  });
});
