// Failure paths: bad input (400 naming the field), unknown routes and ids (404), a broken
// database (500) — always the envelope, never a stack trace.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { cms } from '../../src/api/cms';
import type { Call } from '../../src/api/define';
import { labelOf } from '../../src/api/labels';
import { product } from '../../src/api/product';
import { share } from '../../src/api/share';
import { system } from '../../src/api/system';
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import { migrate } from '../../src/server/db';
import { createTestDb, DIALECTS, eachDialect, expectFail, getFail, useApp } from './helpers';

const BAD_INPUT: [string, Call, Record<string, string | number>, string][] = [
  ['unknown banner position', cms.bannerList, { position: '02' }, 'position'],
  ['missing banner position', cms.bannerList, {}, 'position'],
  ['unknown partner type', cms.partnerList, { type: 'x' }, 'type'],
  ['case size over 100', cms.caseList, { size: 101 }, 'size'],
  ['case size not a number', cms.caseList, { size: 'four' }, 'size'],
  ['unknown news module', cms.newsList, { moduleCode: 'sports' }, 'moduleCode'],
  ['negative current', cms.newsList, { current: -1 }, 'current'],
  ['zero current', cms.helpCenterList, { current: 0 }, 'current'],
  ['fractional current', cms.newsList, { current: 1.5 }, 'current'],
  ['page size over 100', cms.helpCenterList, { size: 500 }, 'size'],
  ['unknown help category', cms.helpCenterList, { categoryCode: 'faq' }, 'categoryCode'],
  ['detail id not a number', cms.newsDetail, { id: 'abc' }, 'id'],
  ['detail id zero', cms.caseDetail, { id: 0 }, 'id'],
  ['missing detail id', cms.helpCenterDetail, {}, 'id'],
  ['unknown dictionary code', system.dictionary, { code: 'colour' }, 'code'],
  ['bad parentCode', system.regionChildren, { parentCode: '12345x' }, 'parentCode'],
  ['goods size over 100', product.recommend, { size: 1000 }, 'size'],
  ['inquiry size not in 6/8/9', share.inquiryHomeList, { size: 5 }, 'size'],
  ['ranking size not in 8/9', share.buyerRanking, { size: 'x' }, 'size'],
  ['tenderType too long', share.tenderHomeList, { tenderType: 'x'.repeat(21) }, 'tenderType'],
];

eachDialect('error envelopes', (dialect) => {
  const t = useApp(dialect);

  it.each(BAD_INPUT)('400 for %s', async (_name, call, query, field) => {
    const msg = await getFail(t.app, call.path, query, 400);
    expect(msg).toMatch(/^参数错误：/);
    // named by the call's own label where it has one (system.dictionary's code is 字典, not 验证码)
    expect(msg).toContain(labelOf([field], call.labels)!);
  });

  it('400 when a query parameter is repeated where one value is expected', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${cms.newsList.path}?size=5&size=6` });
    expect(expectFail(res, 400)).toContain('每页条数');
  });

  it('404 envelope for unknown paths and methods under /api', async () => {
    for (const url of [
      '/api/rs-cms-service/nothing/here',
      '/api/unknown',
      '/api',
      '/api/rs-cms-service/banner/list/extra',
    ]) {
      expect(expectFail(await t.app.inject({ method: 'GET', url }), 404), url).toBe('很抱歉，资源未找到!');
    }
    expectFail(await t.app.inject({ method: 'POST', url: cms.bannerList.path, payload: { position: '01' } }), 404);
    expectFail(await t.app.inject({ method: 'DELETE', url: cms.newsDetail.path }), 404);
  });

  it('404 envelope for unknown ids of every detail call', async () => {
    for (const path of [cms.caseDetail.path, cms.newsDetail.path, cms.helpCenterDetail.path]) {
      expect(await getFail(t.app, path, { id: 987_654 }, 404), path).toBe('很抱歉，资源未找到!');
      expect(await getFail(t.app, path, { id: 2 ** 40 }, 400), path).toBe('参数错误：所选记录不能大于 2147483647');
    }
  });
});

describe('a failing database', () => {
  it.each(DIALECTS)('500 envelope without details [%s]', async (dialect) => {
    const tdb = await createTestDb(dialect);
    try {
      await migrate(tdb.db);
      await sql`drop table banner`.execute(tdb.db);
      const app = await buildApp(testConfig(), { db: tdb.db, serveStatic: false });
      const res = await app.inject({ method: 'GET', url: `${cms.bannerList.path}?position=01` });
      expect(expectFail(res, 500)).toBe('服务器错误!');
      expect(res.body).not.toMatch(/banner|table|sql|SQLITE|relation/i);
      await app.close();
    } finally {
      await tdb.drop();
    }
  });
});
