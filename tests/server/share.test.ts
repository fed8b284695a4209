import { expect, it } from 'vitest';
import { share, type Inquiry, type Option, type Ranking, type Tender } from '../../src/api/share';
import { eachDialect, getFail, getOk, useApp } from './helpers';

const descending = (values: string[]) => values.every((v, i) => i === 0 || values[i - 1] >= v);

eachDialect('rs-share-service', (dialect) => {
  const t = useApp(dialect);

  it('lists the newest inquiries in sizes 6, 8 and 9', async () => {
    expect(await getOk<Inquiry[]>(t.app, share.inquiryHomeList.path)).toHaveLength(6);
    for (const size of [6, 8, 9]) {
      const list = await getOk<Inquiry[]>(t.app, share.inquiryHomeList.path, { size });
      expect(list).toHaveLength(size);
      expect(descending(list.map((i) => i.publishTime))).toBe(true);
      for (const i of list) {
        expect(['报价中', '已截止', '已成交']).toContain(i.status);
        expect(i.statusCode).toMatch(/^[123]$/);
        expect(i.province).toMatch(/(省|市|自治区)$/);
        expect(i.city.length).toBeGreaterThan(1);
        expect(i.deadline > i.publishTime).toBe(true);
        expect(i.quantity).toBeGreaterThan(0);
      }
    }
    expect(await getFail(t.app, share.inquiryHomeList.path, { size: 7 }, 400)).toMatch(/每页条数.*6、8、9/);
  });

  it('lists tenders with codes and names, filtered by type', async () => {
    const types = await getOk<Option[]>(t.app, share.tenderTypes.path);
    const methods = await getOk<Option[]>(t.app, share.tenderMethods.path);
    const statuses = await getOk<Option[]>(t.app, share.tenderStatuses.path);
    for (const options of [types, methods, statuses]) expect(options.length).toBeGreaterThanOrEqual(3);
    expect(types.map((o) => o.name)).toContain('工程施工');
    const nameOf = (options: Option[], code: string) => options.find((o) => o.code === code)?.name;

    const all = await getOk<Tender[]>(t.app, share.tenderHomeList.path, { size: 9 });
    expect(all).toHaveLength(9);
    expect(descending(all.map((x) => x.publishTime))).toBe(true);
    for (const x of all) {
      expect(x.tenderTypeName).toBe(nameOf(types, x.tenderType));
      expect(x.tenderMethodName).toBe(nameOf(methods, x.tenderMethod));
      expect(x.tenderStatusName).toBe(nameOf(statuses, x.tenderStatus));
      expect(x.budget).toBeGreaterThan(0);
    }
    expect(await getOk<Tender[]>(t.app, share.tenderHomeList.path, { size: 9, tenderType: '' })).toEqual(all);

    const type = all[0].tenderType;
    const filtered = await getOk<Tender[]>(t.app, share.tenderHomeList.path, { size: 8, tenderType: type });
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every((x) => x.tenderType === type)).toBe(true);
    expect(await getFail(t.app, share.tenderHomeList.path, { tenderType: 'nope' }, 400)).toContain('tenderType');
    expect(await getFail(t.app, share.tenderHomeList.path, { size: 10 }, 400)).toContain('每页条数');
  });

  it('ranks sellers and buyers by amount, 8 or 9 rows', async () => {
    for (const call of [share.sellerRanking, share.buyerRanking]) {
      expect(await getOk<Ranking[]>(t.app, call.path)).toHaveLength(8);
      const nine = await getOk<Ranking[]>(t.app, call.path, { size: 9 });
      expect(nine.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
      expect(nine.map((r) => r.amount)).toEqual([...nine.map((r) => r.amount)].sort((a, b) => b - a));
      expect(nine.every((r) => r.companyName.endsWith('公司') && r.orderCount > 0)).toBe(true);
      expect(await getFail(t.app, call.path, { size: 20 }, 400)).toContain('每页条数');
    }
    const sellers = await getOk<Ranking[]>(t.app, share.sellerRanking.path, { size: 9 });
    const buyers = await getOk<Ranking[]>(t.app, share.buyerRanking.path, { size: 9 });
    expect(sellers).not.toEqual(buyers);
  });
});
