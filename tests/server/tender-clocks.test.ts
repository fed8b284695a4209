// The legal clocks as a pure rule (boundaries of each), the status buckets it implies, and the
// seeded tenders: all keep the clocks, cover every province and bucket, follow `now`.
import { describe, expect, it } from 'vitest';
import { CLOCK_RULES, clockChecks, clockProblems, type TenderClock } from '../../src/server/modules/tender/clocks';
import { statusOf } from '../../src/server/modules/tender/status';
import { marketRng } from '../../src/server/db/seed/market';
import { regionRows } from '../../src/server/db/seed/regions';
import { buildTenders, TENDER_SEED } from '../../src/server/modules/tender/seed';

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 10, 2, 2, 0, 0);
const base: TenderClock = {
  methodCode: '1',
  publish: T0,
  registrationDeadline: T0 + 5 * DAY,
  bidDeadline: T0 + 20 * DAY,
  publicityStart: null,
  publicityEnd: null,
  budget: 1_000_000,
  marginAmount: 20_000,
};

describe('legal clocks', () => {
  it('keeps every rule at its boundary and breaks it just past', () => {
    expect(clockProblems(base)).toEqual([]);
    expect(clockChecks(base).map((c) => c.key)).toEqual(['order', 'opening', 'docSale', 'margin']);
    expect(clockProblems({ ...base, bidDeadline: T0 + 20 * DAY - 1 })).toEqual([CLOCK_RULES.opening]);
    expect(clockProblems({ ...base, registrationDeadline: T0 + 5 * DAY - 1 })).toEqual([CLOCK_RULES.docSale]);
    expect(clockProblems({ ...base, marginAmount: 20_000.01 })).toEqual([CLOCK_RULES.margin]);
    expect(clockProblems({ ...base, registrationDeadline: T0 })).toEqual([CLOCK_RULES.order, CLOCK_RULES.docSale]);
    const publicity = { ...base, publicityStart: T0 + 22 * DAY, publicityEnd: T0 + 25 * DAY };
    expect(clockProblems(publicity)).toEqual([]);
    expect(clockProblems({ ...publicity, publicityEnd: T0 + 25 * DAY - 1 })).toEqual([CLOCK_RULES.publicity]);
    expect(clockProblems({ ...publicity, publicityStart: T0 + 19 * DAY })).toEqual([CLOCK_RULES.publicity]);
    expect(clockProblems({ ...base, publicityStart: T0 + 22 * DAY })).toEqual([CLOCK_RULES.publicity]);
  });

  it('applies the 20- and 5-day clocks by method only', () => {
    const quick = { ...base, registrationDeadline: T0 + DAY, bidDeadline: T0 + 3 * DAY };
    expect(clockProblems({ ...quick, methodCode: '4' })).toEqual([]);
    expect(clockProblems({ ...quick, methodCode: '2' })).toEqual([CLOCK_RULES.docSale]);
    expect(clockProblems({ ...quick, methodCode: '1' })).toEqual([CLOCK_RULES.opening, CLOCK_RULES.docSale]);
  });

  it('buckets a tender by its dates', () => {
    const s = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
    const t = { registration_deadline: s(T0 + 5 * DAY), bid_deadline: s(T0 + 20 * DAY), publicity_start: s(T0 + 22 * DAY), publicity_end: s(T0 + 25 * DAY), terminated: 0 };
    const at = (days: number) => statusOf(t, s(T0 + days * DAY));
    expect([at(1), at(5), at(19), at(20), at(22), at(25)]).toEqual(['1', '2', '2', '3', '4', '5']);
    expect(statusOf({ ...t, publicity_start: null, publicity_end: null }, s(T0 + 90 * DAY))).toBe('3');
    expect(statusOf({ ...t, terminated: 1 }, s(T0 + DAY))).toBe('6');
  });
});

describe('seeded tenders', () => {
  const regions = regionRows();
  const companies = {
    buyers: Array.from({ length: 20 }, (_, i) => ({ id: i + 1, name: `建设${i}`, provinceCode: '320000', cityCode: '320100' })),
    suppliers: Array.from({ length: 20 }, (_, i) => ({ id: i + 100, name: `建材${i}`, provinceCode: '320000', cityCode: '320100' })),
  };
  const now = Date.UTC(2027, 2, 15, 6, 30, 0);
  const rows = buildTenders(marketRng(TENDER_SEED, now), { now, regions, companies });
  const ms = (s: string | null | undefined) => (s ? Date.parse(`${s.replace(' ', 'T')}Z`) : null);

  it('keeps the legal clocks, covers every province and every status bucket', () => {
    expect(rows.length).toBeGreaterThanOrEqual(1000);
    for (const r of rows) {
      const problems = clockProblems({
        methodCode: r.method_code,
        publish: ms(r.publish_time)!,
        registrationDeadline: ms(r.registration_deadline)!,
        bidDeadline: ms(r.bid_deadline)!,
        publicityStart: ms(r.publicity_start),
        publicityEnd: ms(r.publicity_end),
        budget: Number(r.budget),
        marginAmount: Number(r.margin_amount),
      });
      expect(problems, String(r.id)).toEqual([]);
      expect(ms(r.publish_time)!).toBeLessThanOrEqual(now);
    }
    const provinces = regions.filter((x) => x.level === 1).map((x) => x.code);
    expect(new Set(rows.map((r) => r.province_code))).toEqual(new Set(provinces));
    const nowStamp = new Date(now).toISOString().slice(0, 19).replace('T', ' ');
    const buckets = new Map<string, number>();
    for (const r of rows) {
      const code = statusOf({ ...r, publicity_start: r.publicity_start ?? null, publicity_end: r.publicity_end ?? null, terminated: Number(r.terminated) }, nowStamp);
      buckets.set(code, (buckets.get(code) ?? 0) + 1);
    }
    for (const code of ['1', '2', '3', '4', '5', '6']) expect(buckets.get(code), code).toBeGreaterThan(5);
    const soon = rows.filter((r) => ms(r.bid_deadline)! > now && ms(r.bid_deadline)! <= now + 7 * DAY && r.terminated === 0);
    expect(soon.length).toBeGreaterThan(20);
  });

  it('is the same for the same clock and moves with it', () => {
    expect(buildTenders(marketRng(TENDER_SEED, now), { now, regions, companies })).toEqual(rows);
    const later = buildTenders(marketRng(TENDER_SEED, now), { now: now + 10 * DAY, regions, companies });
    expect(later.map((r) => ms(r.publish_time)! - ms(rows[r.id - 1].publish_time)!)).toEqual(rows.map(() => 10 * DAY));
    expect(later.map((r) => r.title)).toEqual(rows.map((r) => r.title));
  });
});
