// 保存搜索 of the sc site's members on both dialects: their own saved tender searches (checked by
// the search's filter schema; at most 20 under parallel saves), deleted only by their account,
// and the alert: a tender published after the save raises one sc notice, however many reads race.
import { expect, it } from 'vitest';
import type { Page } from '../../src/api/define';
import { MAX_SAVED_SEARCHES } from '../../src/api/saved-search';
import { sc, type ScSavedSearch, type ScTender } from '../../src/api/sc';
import { LIMIT_MSG } from '../../src/server/floor/saved-searches';
import { MINUTE, stampOf } from '../../src/server/floor/time';
import { ALERT_EVERY } from '../../src/server/modules/sc/matching';
import { call, data, freshIp, refusal, useFakeClock } from './auth-helpers';
import { eachDialect, useApp } from './helpers';
import { scCall, scLogin } from './sc-helpers';

eachDialect('sc saved searches', (dialect) => {
  const t = useApp(dialect);
  const clock = useFakeClock();
  const as = (token: string) => ({
    save: (name: string, filters: object) => scCall(t.app, sc.saveSearch, { name, filters }, token, { ip: freshIp() }),
    list: async () => data<ScSavedSearch[]>(await scCall(t.app, sc.savedSearches, {}, token, { ip: freshIp() })),
    unread: async () =>
      data<{ count: number }>(await scCall(t.app, sc.unreadCount, {}, token, { ip: freshIp() })).count,
  });

  it('saves, lists and deletes an account’s own searches, checked by the search’s filters', async () => {
    const me = as((await scLogin(t.app, '13900000002')).accessToken);
    const saved = data<ScSavedSearch>(
      await me.save('杭州施工', { cityCode: '330100', typeCode: '1', keyword: ' 工程 ' }),
    );
    expect(saved).toMatchObject({ name: '杭州施工', filters: { cityCode: '330100', typeCode: '1', keyword: '工程' } });
    expect((await me.list()).map((s) => s.id)).toEqual([saved.id]);
    // A wrong filter is refused at its path, named by its label, never its key.
    const wrong = await me.save('错的', { typeCode: '99' });
    expect(refusal(wrong)).toEqual([400, '参数错误：请选择筛选条件的类型']);
    expect(wrong.json<{ data: unknown }>().data).toEqual({
      fields: [{ path: 'filters.typeCode', message: '请选择筛选条件的类型' }],
    });
    expect(refusal(await me.save('', {}))[0]).toBe(400);
    expect(refusal(await call(t.app, sc.saveSearch, { name: '访客', filters: {} }, { ip: freshIp() }))).toEqual([
      401,
      '请先登录',
    ]);
    const other = (await scLogin(t.app, '13900000001')).accessToken;
    expect(refusal(await scCall(t.app, sc.deleteSearch, { id: saved.id }, other, { ip: freshIp() }))).toEqual([
      404,
      '订阅条件不存在',
    ]);
    expect(await as(other).list()).toEqual([]);
    const token = (await scLogin(t.app, '13900000002')).accessToken;
    expect(data(await scCall(t.app, sc.deleteSearch, { id: saved.id }, token, { ip: freshIp() }))).toEqual({
      id: saved.id,
    });
    expect(await me.list()).toEqual([]);
  });

  it('keeps at most 20 searches per account under parallel saves', async () => {
    const me = as((await scLogin(t.app, '13900000004')).accessToken);
    for (let i = 0; i < MAX_SAVED_SEARCHES - 2; i++) data(await me.save(`订阅${i}`, { typeCode: '1' }));
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => me.save(`并发${i}`, { typeCode: '2' })));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(answers.filter((r) => r.statusCode !== 200).map(refusal)).toEqual(
      Array.from({ length: 8 }, () => [400, LIMIT_MSG]),
    );
    expect(await me.list()).toHaveLength(MAX_SAVED_SEARCHES);
  });

  it('tells of a matching tender published after the save, once however many reads race', async () => {
    const login = await scLogin(t.app, '13900000003');
    const me = as(login.accessToken);
    const latest = data<Page<ScTender>>(await call(t.app, sc.searchPage, { size: 1 }, { ip: freshIp() })).records[0];
    data(await me.save('同城同类', { cityCode: latest.cityCode, typeCode: latest.typeCode }));
    const before = await me.unread();
    // A tender of that city and type is published after the save; another city's does not count.
    const row = await t.db.selectFrom('tender').selectAll().where('id', '=', latest.id).executeTakeFirstOrThrow();
    const { id: _id, ...copy } = row;
    await t.db
      .insertInto('tender')
      .values({ ...copy, title: `${row.title}（二次）`, publish_time: stampOf(clock.now + MINUTE) })
      .execute();
    clock.advance(ALERT_EVERY + MINUTE);
    const counts = await Promise.all(Array.from({ length: 6 }, () => me.unread()));
    expect(Math.max(...counts)).toBe(before + 1);
    expect(await me.unread()).toBe(before + 1);
    const notice = await t.db
      .selectFrom('sc_notice')
      .select('title')
      .where('account_id', '=', login.member.accountId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(notice.title).toBe('订阅「同城同类」有 1 条新招标公告');
    clock.advance(ALERT_EVERY);
    expect(await me.unread()).toBe(before + 1);
  });
});
