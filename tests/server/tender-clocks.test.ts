// The legal clocks as a pure rule (boundaries of each, table-driven), the status buckets it
// implies, and the seeded tenders: every one keeps every clock of its method, they cover every
// province and bucket, follow `now`, and look like a builder's (seed properties below).
import { describe, expect, it } from 'vitest';
import {
  amendmentProblem,
  CLOCK_RULES,
  clockChecks,
  clockProblems,
  type TenderClock,
} from '../../src/server/modules/tender/clocks';
import { statusOf } from '../../src/server/floor/tender-status';
import { BID_DOC_KINDS, scoreSheetProblem, type ScoreItem } from '../../src/api/tender-rules';
import { addWorkingDays } from '../../src/api/tender-clocks';
import { marketRng } from '../../src/server/db/seed/market';
import { regionRows } from '../../src/server/db/seed/regions';
import { buildTenders, TENDER_SEED } from '../../src/server/modules/tender/seed';

const DAY = 86_400_000;
/** Wednesday 2026-11-04 10:00 Beijing; +20 days is a Tuesday. */
const T0 = Date.UTC(2026, 10, 4, 2, 0, 0);
const base: TenderClock = {
  methodCode: '1',
  typeCode: '2',
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
    expect(clockChecks(base).map((c) => c.key)).toEqual(['order', 'opening', 'docSale', 'workday', 'margin']);
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

  it('applies each clock by method and type', () => {
    const quick = { ...base, registrationDeadline: T0 + DAY, bidDeadline: T0 + 5 * DAY };
    const cases: [string, Partial<TenderClock>, string[]][] = [
      ['询比价 has no 20- or 5-day clock', { ...quick, methodCode: '4' }, []],
      ['竞争性谈判 neither', { ...quick, methodCode: '3' }, []],
      ['邀请招标 keeps both', { ...quick, methodCode: '2' }, [CLOCK_RULES.opening, CLOCK_RULES.docSale]],
      ['公开招标 keeps both', { ...quick, methodCode: '1' }, [CLOCK_RULES.opening, CLOCK_RULES.docSale]],
      [
        '单一来源 with a publicity of 5 working days',
        { ...quick, methodCode: '5', registrationDeadline: T0 + 7 * DAY, bidDeadline: T0 + 7 * DAY },
        [],
      ],
      ['单一来源 with a shorter publicity', { ...quick, methodCode: '5' }, [CLOCK_RULES.single]],
      ['an opening on Saturday', { bidDeadline: T0 + 24 * DAY }, [CLOCK_RULES.workday]],
      ['an opening on Sunday', { bidDeadline: T0 + 25 * DAY }, [CLOCK_RULES.workday]],
      ['施工 margin at 80万元 (budget 5000万)', { typeCode: '1', budget: 50_000_000, marginAmount: 800_000 }, []],
      [
        '施工 margin above 80万元 within 2 %',
        { typeCode: '1', budget: 50_000_000, marginAmount: 800_000.01 },
        [CLOCK_RULES.worksCap],
      ],
      ['goods margin above 80万元 within 2 %', { typeCode: '2', budget: 50_000_000, marginAmount: 1_000_000 }, []],
    ];
    for (const [name, over, problems] of cases) expect(clockProblems({ ...base, ...over }), name).toEqual(problems);
    expect(amendmentProblem(T0, T0 + 15 * DAY)).toBe('');
    expect(amendmentProblem(T0, T0 + 15 * DAY - 1)).toBe(CLOCK_RULES.amendment);
  });

  it('buckets a tender by its dates', () => {
    const s = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
    const t = {
      registration_deadline: s(T0 + 5 * DAY),
      bid_deadline: s(T0 + 20 * DAY),
      publicity_start: s(T0 + 22 * DAY),
      publicity_end: s(T0 + 25 * DAY),
      terminated: 0,
    };
    const at = (days: number) => statusOf(t, s(T0 + days * DAY));
    expect([at(1), at(5), at(19), at(20), at(22), at(25)]).toEqual(['1', '2', '2', '3', '4', '5']);
    expect(statusOf({ ...t, publicity_start: null, publicity_end: null }, s(T0 + 90 * DAY))).toBe('3');
    expect(statusOf({ ...t, terminated: 1 }, s(T0 + DAY))).toBe('6');
  });
});

describe('seeded tenders', () => {
  const regions = regionRows();
  const provinceCodes = regions.filter((x) => x.level === 1).map((x) => x.code);
  const spread = (base: number, name: string) =>
    Array.from({ length: 80 }, (_, i) => ({
      id: base + i,
      name: `${name}${i}`,
      provinceCode: provinceCodes[i % provinceCodes.length],
      cityCode: '',
    }));
  const companies = {
    buyers: [
      { id: 1, name: '南京华建', provinceCode: '320000', cityCode: '320100' },
      { id: 3, name: '杭州鼎盛', provinceCode: '330000', cityCode: '330100' },
      ...spread(10, '建设'),
    ],
    suppliers: spread(200, '建材'),
  };
  const now = Date.UTC(2027, 2, 15, 6, 30, 0);
  const rows = buildTenders(marketRng(TENDER_SEED, now), { now, regions, companies });
  const ms = (s: string | null | undefined) => (s ? Date.parse(`${s.replace(' ', 'T')}Z`) : null);

  it('keeps the legal clocks, covers every province and every status bucket', () => {
    expect(rows.length).toBeGreaterThanOrEqual(1000);
    for (const r of rows) {
      const problems = clockProblems({
        methodCode: r.method_code,
        typeCode: r.type_code,
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
      const code = statusOf(
        {
          ...r,
          publicity_start: r.publicity_start ?? null,
          publicity_end: r.publicity_end ?? null,
          terminated: Number(r.terminated),
        },
        nowStamp,
      );
      buckets.set(code, (buckets.get(code) ?? 0) + 1);
    }
    for (const code of ['1', '2', '3', '4', '5', '6']) expect(buckets.get(code), code).toBeGreaterThan(5);
    const soon = rows.filter(
      (r) => ms(r.bid_deadline)! > now && ms(r.bid_deadline)! <= now + 7 * DAY && r.terminated === 0,
    );
    expect(soon.length).toBeGreaterThan(20);
  });

  it('is the same for the same clock and moves with it', () => {
    expect(buildTenders(marketRng(TENDER_SEED, now), { now, regions, companies })).toEqual(rows);
    const later = buildTenders(marketRng(TENDER_SEED, now), { now: now + 10 * DAY, regions, companies });
    expect(later.map((r) => ms(r.publish_time)! - ms(rows[r.id - 1].publish_time)!)).toEqual(rows.map(() => 10 * DAY));
    expect(later.map((r) => r.title)).toEqual(rows.map((r) => r.title));
  });
});

describe('seeded tenders a builder believes', () => {
  const regions = regionRows();
  const provinceCodes = regions.filter((x) => x.level === 1).map((x) => x.code);
  const buyers = [
    { id: 1, name: '南京华建', provinceCode: '320000', cityCode: '320100' },
    { id: 3, name: '杭州鼎盛', provinceCode: '330000', cityCode: '330100' },
  ];
  for (let i = 0; i < 90; i++)
    buyers.push({ id: 10 + i, name: `建设${i}`, provinceCode: provinceCodes[i % provinceCodes.length], cityCode: '' });
  const companies = { buyers, suppliers: buyers.map((b) => ({ ...b, id: b.id + 500 })) };
  const now = Date.UTC(2027, 2, 15, 6, 30, 0);
  const rows = buildTenders(marketRng(TENDER_SEED, now), { now, regions, companies });
  const beijing = (s: string) => new Date(Date.parse(`${s.replace(' ', 'T')}Z`) + 8 * 3_600_000);

  it('titles name their own project, and no two are alike', () => {
    for (const r of rows) expect(r.title, String(r.id)).toContain(r.project_name);
    expect(new Set(rows.map((r) => r.title)).size).toBe(rows.length);
  });

  it('purchasers tender work in the province where they are based', () => {
    const home = new Map(buyers.map((b) => [b.id, b.provinceCode]));
    for (const r of rows) expect(r.province_code, String(r.id)).toBe(home.get(r.company_id));
  });

  it('opens on working days between 09:00 and 15:30; deadlines and publish times vary', () => {
    const minutes = (s: string) => beijing(s).getUTCHours() * 60 + beijing(s).getUTCMinutes();
    for (const r of rows) {
      expect([1, 2, 3, 4, 5], String(r.id)).toContain(beijing(r.bid_deadline).getUTCDay());
      expect(minutes(r.bid_deadline)).toBeGreaterThanOrEqual(9 * 60);
      expect(minutes(r.bid_deadline)).toBeLessThanOrEqual(15 * 60 + 30);
    }
    expect(new Set(rows.map((r) => minutes(r.bid_deadline))).size).toBeGreaterThanOrEqual(6);
    const windows = rows.filter((r) => r.method_code !== '5');
    expect(new Set(windows.map((r) => minutes(r.registration_deadline))).size).toBeGreaterThanOrEqual(6);
    expect(new Set(rows.map((r) => beijing(r.publish_time).getUTCMinutes())).size).toBeGreaterThanOrEqual(30);
    expect(new Set(rows.map((r) => beijing(r.publish_time).getUTCHours())).size).toBeGreaterThanOrEqual(8);
  });

  it('publicises 单一来源 for 5 working days naming a supplier; fixes the evaluation and documents; 施工 margins within 80万元', () => {
    const single = rows.filter((r) => r.method_code === '5');
    expect(single.length).toBeGreaterThan(20);
    // The named supplier is the company the model would have the tender won by (on the real seed a
    // certified one: tender-invitations.test.ts), never the purchaser itself.
    const companyIds = new Set([...companies.buyers, ...companies.suppliers].map((c) => c.id));
    const stampMs = (s: string) => Date.parse(`${s.replace(' ', 'T')}Z`);
    for (const r of single) {
      expect(stampMs(r.registration_deadline), String(r.id)).toBeGreaterThanOrEqual(
        addWorkingDays(stampMs(r.publish_time), 5),
      );
      expect(companyIds.has(r.single_source_company_id as number), String(r.id)).toBe(true);
      expect(r.single_source_company_id, String(r.id)).not.toBe(r.company_id);
      expect(r.single_source_reason).not.toBe('');
    }
    for (const r of rows) {
      const docs = JSON.parse(r.required_docs as string) as string[];
      expect(docs.length, String(r.id)).toBeGreaterThan(0);
      expect(docs.every((d) => BID_DOC_KINDS.some((k) => k.code === d))).toBe(true);
      const sheet = r.score_items ? (JSON.parse(r.score_items as string) as ScoreItem[]) : [];
      expect(scoreSheetProblem(r.evaluation_method as string, sheet), String(r.id)).toBe('');
      if (r.method_code !== '5') expect(r.single_source_company_id).toBeNull();
    }
    expect(new Set(rows.map((r) => r.evaluation_method))).toEqual(new Set(['composite', 'lowest']));
    const works = rows.filter((r) => r.type_code === '1');
    for (const r of works) expect(Number(r.margin_amount)).toBeLessThanOrEqual(800_000);
    expect(works.some((r) => Number(r.margin_amount) > 500_000)).toBe(true);
    const invited = rows.filter((r) => r.method_code === '2');
    for (const r of invited)
      expect(
        Date.parse(`${r.bid_deadline.replace(' ', 'T')}Z`) - Date.parse(`${r.publish_time.replace(' ', 'T')}Z`),
      ).toBeGreaterThanOrEqual(20 * DAY);
  });
});
