// The finance section's seed part: 18 partner institutions (and their offices in other provinces
// above the default scale: the list grows with the seed), their products by family (every range
// ordered, guarantee products priced by a fee rate, rates by institution kind), the notices and
// platform rules, and the demo members' applications in every status (seed/applications.ts).
// Deterministic for a seed clock: its own random source (FINANCE_SEED); all times relative to `now`.
import type { Insertable } from 'kysely';
import { marketRng } from '../../../db/seed/market';
import { atScale, type SeedPart } from '../../../db/seed/part';
import { insertBatched, syncIdSequence, type Rng } from '../../../db/seed/util';
import { DAY, HOUR, stamp } from '../../../floor/time';
import type { FinanceNoticeTable, FinanceProductTable } from '../schema';
import { buildApplications } from './applications';
import { FAMILIES, INSTITUTIONS, institutionsAt, type Family, type Institution } from './institutions';
import { NOTICES } from './notices';

/** The random source of the finance seed (marketRng). */
export const FINANCE_SEED = 1_000_027;

const list = (codes: string[]) => `,${codes.join(',')},`;
const round = (v: number, step: number) => Math.max(step, Math.round(v / step) * step);
const between = (r: Rng, [a, b]: [number, number], step: number) => round(a + r.unit() * (b - a), step);
/** Factoring and leasing companies price above banks; guarantee companies and insurers near them. */
const KIND_PREMIUM: Record<string, number> = { '1': 0, '2': 1.6, '3': 0.1, '4': 0, '5': 1.2 };

function productOf(
  r: Rng,
  f: Family,
  id: number,
  institutionId: number,
  kind: string,
  short: string,
  nameIndex: number,
  now: number,
): Insertable<FinanceProductTable> & { id: number } {
  const amountMin = between(r, f.amount[0], f.amount[0][1] >= 50 ? 10 : 1);
  const amountMax = Math.max(amountMin * 5, between(r, f.amount[1], 50));
  const termMin = r.int(...f.term[0]);
  const termMax = Math.max(termMin + 3, r.int(...f.term[1]));
  const rateFrom =
    Math.round(
      (f.rate[0][0] + r.unit() * (f.rate[0][1] - f.rate[0][0]) + KIND_PREMIUM[kind] * (f.rateKind === 'rate' ? 1 : 0)) *
        100,
    ) / 100;
  const rateTo = Math.round((rateFrom + f.rate[1][0] + r.unit() * (f.rate[1][1] - f.rate[1][0])) * 100) / 100;
  const name = f.names[nameIndex];
  return {
    id,
    institution_id: institutionId,
    name: `${short}·${name}`,
    service_type: f.service,
    scene_codes: list(f.scenes[nameIndex % f.scenes.length]),
    amount_min_wan: amountMin,
    amount_max_wan: amountMax,
    term_min_months: termMin,
    term_max_months: termMax,
    rate_from: rateFrom,
    rate_to: rateTo,
    rate_kind: f.rateKind,
    guarantee_kind: r.pick(f.guarantees),
    audiences: list(r.pick(f.audiences)),
    funding_days: r.int(...f.funding),
    conditions: f.conditions.join('\n'),
    materials: f.materials.join('\n'),
    steps: f.steps.join('\n'),
    features: r.some(f.features, 2, 3).join('\n'),
    summary: `${name}：${amountMin}-${amountMax} 万元，期限 ${termMin}-${termMax} 个月，${f.rateKind === 'fee' ? '年费率' : '年化利率'} ${rateFrom}% 起`,
    rank: r.int(1, 100),
    featured: 0,
    apply_count: r.int(3, 260),
    online_at: stamp(now - r.int(10, 400) * DAY - r.int(1, 8) * HOUR),
  };
}

export function buildProducts(r: Rng, now: number, institutions: Institution[] = INSTITUTIONS) {
  const products: (Insertable<FinanceProductTable> & { id: number })[] = [];
  for (const f of FAMILIES) {
    institutions.forEach(([, short, kind], i) => {
      if (!f.kinds.includes(kind)) return;
      const primary = kind === f.kinds[0];
      const n =
        kind === '1' && !primary ? (r.chance(0.3) ? 1 : 0) : primary && kind === '1' ? r.int(1, 2) : r.int(2, 3);
      const names = r.some(
        f.names.map((_, k) => k),
        Math.min(n, f.names.length),
        Math.min(n, f.names.length),
      );
      for (const k of names) products.push(productOf(r, f, products.length + 1, i + 1, kind, short, k, now));
    });
    // The family's best-ranked product is featured on the landing.
    const mine = products.filter((p) => p.service_type === f.service);
    mine.reduce((a, b) => (b.rank > a.rank ? b : a)).featured = 1;
  }
  return products;
}

export const financeSeed: SeedPart = {
  tables: [
    'finance_application_event',
    'finance_application',
    'finance_captcha',
    'finance_notice',
    'finance_product',
    'finance_institution',
  ],
  async run(tx, { now, scale, regions }) {
    const r = marketRng(FINANCE_SEED, now);
    const institutions = institutionsAt(
      atScale(1, scale),
      regions.filter((x) => x.level === 1),
    );
    await insertBatched(
      tx,
      'finance_institution',
      institutions.map(([name, short_name, kind, province_code], i) => ({
        id: i + 1,
        name,
        short_name,
        kind,
        province_code,
      })),
    );
    await syncIdSequence(tx, 'finance_institution');
    const products = buildProducts(r, now, institutions);
    await insertBatched(tx, 'finance_product', products);
    await syncIdSequence(tx, 'finance_product');
    const notices: (Insertable<FinanceNoticeTable> & { id: number })[] = NOTICES.map((n, i) => {
      const at = now - n.daysAgo * DAY - r.int(1, 8) * HOUR;
      return {
        id: i + 1,
        kind: n.kind,
        category: n.category,
        title: n.title,
        summary: n.body[0].slice(0, 80),
        body: n.body.join('\n'),
        version: n.version ?? '',
        publish_time: stamp(at),
        effective_time: n.kind === 'rule' ? stamp(at + 7 * DAY) : null,
      };
    });
    await insertBatched(tx, 'finance_notice', notices);
    await syncIdSequence(tx, 'finance_notice');
    const { applications, events } = buildApplications(r, products, now);
    await insertBatched(tx, 'finance_application', applications);
    await syncIdSequence(tx, 'finance_application');
    await insertBatched(tx, 'finance_application_event', events);
  },
};
