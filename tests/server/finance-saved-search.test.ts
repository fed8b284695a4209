// 保存搜索 of the finance product list on both dialects: kind `finance` keeps the list's filters
// (checked by its schema: a wrong dictionary code is a 400 naming the field), lists them back,
// and a saved search opens the same products as the list.
import { expect, it } from 'vitest';
import type { Page } from '../../src/api/define';
import { finance, type ProductCard } from '../../src/api/finance';
import { savedSearch, type SavedSearch } from '../../src/api/saved-search';
import { call, data } from './auth-helpers';
import { eachDialect, useApp } from './helpers';
import { body, makeCompany, refused } from './inquiry-helpers';
import { send } from './mall-helpers';

eachDialect('finance saved searches', (dialect) => {
  const t = useApp(dialect);

  it('saves the product list’s filters under kind finance, checked by the list’s schema', async () => {
    const member = await makeCompany(t.db, '1');
    const filters = { keyword: ' 保函 ', serviceType: '4', moneyType: '2', institutionKind: '4' };
    const saved = body<SavedSearch>(
      await send(t.app, savedSearch.save, { kind: 'finance', name: '投标保函', filters }, member.headers),
    );
    expect(saved).toMatchObject({
      kind: 'finance',
      name: '投标保函',
      filters: { keyword: '保函', serviceType: '4', moneyType: '2', institutionKind: '4' },
    });
    const listed = body<SavedSearch[]>(await send(t.app, savedSearch.list, { kind: 'finance' }, member.headers));
    expect(listed.map((s) => s.id)).toEqual([saved.id]);
    // The saved filters find what the list finds.
    const list = data<Page<ProductCard>>(await call(t.app, finance.page, { ...saved.filters, size: 100 }));
    expect(list.total).toBeGreaterThan(0);
    expect(list.records.every((p) => p.serviceType === '4')).toBe(true);

    // A wrong filter is refused at its path, named by its label (筛选条件的服务类型), never its key.
    for (const [field, value, message] of [
      ['serviceType', '9', '请选择筛选条件的服务类型'],
      ['moneyType', 'x', '请选择筛选条件的金额区间'],
      ['keyword', '保\u0000函', '筛选条件的关键词不能包含控制字符'],
    ] as const) {
      const res = await send(
        t.app,
        savedSearch.save,
        { kind: 'finance', name: '错的', filters: { [field]: value } },
        member.headers,
      );
      expect(refused(res)).toEqual([400, `参数错误：${message}`]);
      expect(res.json<{ data: unknown }>().data).toEqual({ fields: [{ path: `filters.${field}`, message }] });
    }
  });
});
