// Builds the seeded inquiries, lines, quotes and deals as rows with explicit ids (no database):
// every province in turn, dates relative to `now`, prices around the catalogue's, deals at the
// lowest 含税 price per line — the same arithmetic the award uses.
import type { Insertable } from 'kysely';
import { shortPlace } from '../../../db/seed/companies';
import { fitting, mobile, type Market, type MarketCompany } from '../../../db/seed/market';
import { buysMaterial, partyOf, worksOn, ownsProject } from '../../../db/seed/market-model';
import { kindWhere, projectName } from '../../../db/seed/market-projects';
import type { RegionRow } from '../../../db/seed/regions';
import type { Rng } from '../../../db/seed/util';
import { DAY, HOUR, MINUTE, stampOf } from '../../../floor/time';
import { amountOf, withTax } from '../pricing';
import { REVIEW_MSG } from '../review';
import type {
  InquiryDealTable,
  InquiryInviteTable,
  InquiryLineTable,
  InquiryQuoteLineTable,
  InquiryQuoteTable,
  InquiryTable,
  StoredInquiryStatus,
} from '../schema';
import { linesFor, siteAddress, type ItemPool, type SeedLine } from './items';
import { eligible, profileRows, supplierProfiles } from './suppliers';

/** 防水、瓷砖、涂料 are often bought with their laying (包工包料: a construction service, 9 %). */
const INSTALLABLE = ['3', '5', '10'];
/** 砂石、商砼: the buyer may ask for prices at the 3 % simplified rate. */
const SIMPLE = ['7', '8'];

/** Seeded times fall on whole minutes. */
const stamp = (ms: number) => stampOf(Math.floor(ms / MINUTE) * MINUTE);
const REMARKS = [
  '',
  '',
  '请注明品牌及产地',
  '报价含运费，送货到工地',
  '需提供质保书和检测报告',
  '分批供货，按工程进度结算',
];

export interface BuildInput {
  now: number;
  regions: RegionRow[];
  pools: ItemPool[];
  companies: Market;
  count: number;
}

type Row<T> = Insertable<T> & { id: number };
/** How long ago the seeded pending inquiries were submitted (the demo buyer's first). */
const PENDING_AGES = [3 * HOUR, 40 * MINUTE, 9 * HOUR, 26 * HOUR, 2 * DAY + 5 * HOUR, 4 * DAY, 6 * DAY + 2 * HOUR];

export function buildInquiries(r: Rng, { now, regions, pools, companies, count }: BuildInput) {
  const provinces = regions.filter((x) => x.level === 1);
  const cities = regions.filter((x) => x.level === 2);
  const inquiries: Row<InquiryTable>[] = [];
  const lines: Row<InquiryLineTable>[] = [];
  const quotes: Row<InquiryQuoteTable>[] = [];
  const quoteLines: Insertable<InquiryQuoteLineTable>[] = [];
  const deals: Row<InquiryDealTable>[] = [];
  const [nanjing, hangzhou, ...builders] = companies.buyers;
  const buyers = fitting(builders, (p) => p?.kind === 'owner' || p?.kind === 'general' || p?.kind === 'specialty');
  const [hengxin, ...suppliers] = fitting(companies.suppliers, (p) => p?.kind === 'supplier');
  const invites: Insertable<InquiryInviteTable>[] = [];
  const facts = supplierProfiles(
    r,
    [hengxin, ...suppliers],
    provinces.map((p) => p.code),
    hengxin.id,
  );
  const districtsOf = (cityCode: string) => regions.filter((x) => x.level === 3 && x.parent_code === cityCode);

  const add = (id: number, buyer: MarketCompany, status: StoredInquiryStatus, publish: number, deadline: number) => {
    // What the buyer buys for its own work, for a project of its (market-model.ts): an owner's
    // in its own city, a contractor's anywhere in the province.
    const party = partyOf(buyer.name);
    const home = provinces[(id - 1) % provinces.length];
    const owner = party?.kind === 'owner';
    const province = (owner && provinces.find((p) => p.code === buyer.provinceCode)) || home;
    const inProvince = cities.filter((c) => c.parent_code === province.code);
    const drawn = r.pick(inProvince);
    const city = (owner && inProvince.find((c) => c.code === buyer.cityCode)) || drawn;
    const mine = pools.filter((p) => buysMaterial(party, p.code));
    const pool = r.pick(mine.length ? mine : pools);
    const kind = kindWhere(r, (k) => (ownsProject(party, k) || worksOn(party, k)) && k.materials.includes(pool.code));
    const items = linesFor(r, pool);
    const place = shortPlace(city.name);
    const install = INSTALLABLE.includes(pool.code) && r.chance(0.25);
    const taxRate = install ? 9 : SIMPLE.includes(pool.code) && r.chance(0.35) ? 3 : 13;
    const districts = districtsOf(city.code);
    const budget =
      Math.round((items.reduce((s, l) => s + l.price * l.quantity, 0) * (1.02 + r.unit() * 0.13)) / 100) * 100;
    const firstLine = lines.length + 1;
    items.forEach((l, i) =>
      lines.push({
        id: firstLine + i,
        inquiry_id: id,
        seq: i + 1,
        name: l.name,
        spec: l.spec,
        unit: l.unit,
        quantity: l.quantity,
        remark: '',
      }),
    );
    const row: Row<InquiryTable> = {
      id,
      buyer_company_id: buyer.id,
      user_id: null,
      title:
        `${projectName(r, place, kind)}${items[0].name}${items.length > 1 ? '等材料' : ''}${install ? '供应及施工询价' : '采购询价'}`.slice(
          0,
          100,
        ),
      category_code: pool.code,
      province_code: province.code,
      city_code: city.code,
      delivery_address: siteAddress(r, place),
      tax_included: r.chance(0.8) ? 1 : 0,
      tax_rate: taxRate,
      contact_name: r.faker.person.fullName().replace(/\s/g, '').slice(0, 20),
      contact_phone: mobile(r),
      remark: r.pick(REMARKS),
      status,
      review_note: status === 'rejected' ? REVIEW_MSG.contact : '',
      quote_count: 0,
      publish_time: status === 'draft' || status === 'rejected' || status === 'pending_review' ? null : stamp(publish),
      deadline: stamp(deadline),
      closed_at: null,
      created_at: stamp(publish - r.int(1, 48) * HOUR),
      updated_at: stamp(publish),
      district_code: districts.length ? r.pick(districts).code : '',
      supply_kind: install ? 'install' : 'goods',
      quote_mode: r.chance(0.3) ? 'sealed' : 'open',
      award_mode: items.length > 1 && r.chance(0.3) ? 'whole' : 'line',
      invited_only: 0,
      budget: r.chance(0.6) ? budget : null,
      delivery_date: r.chance(0.7) ? stampOf(deadline + r.int(7, 30) * DAY + 8 * HOUR).slice(0, 10) : null,
    };
    inquiries.push(row);
    return { row, items, firstLine, taxRate };
  };

  for (let id = 1; id <= count; id++) {
    const local = fitting(buyers, () => true, provinces[(id - 1) % provinces.length].code);
    const buyer = id % 40 === 1 ? nanjing : id % 40 === 21 ? hangzhou : r.pick(local);
    const open = r.chance(0.4);
    let publish: number;
    let deadline: number;
    if (open) {
      // Published up to 15 days ago; a quoting window of at least a day; about one in seven closes within two days.
      const ago = r.int(1, 15 * 24) * HOUR;
      publish = now - ago;
      const ahead = r.chance(0.15) ? r.int(2, 47) * HOUR : r.int(48, 20 * 24) * HOUR;
      deadline = Math.max(publish + 25 * HOUR, now + ahead);
    } else {
      deadline = now - r.int(1, 160) * DAY - r.int(0, 23) * HOUR;
      publish = deadline - r.int(3, 20) * DAY;
    }
    const roll = r.unit();
    const status: StoredInquiryStatus = open || roll < 0.33 ? 'published' : roll < 0.95 ? 'closed' : 'withdrawn';
    const made = add(id, buyer, status, publish, deadline);
    // The demo supplier never quotes on the demo buyers (its member also belongs to 杭州鼎盛).
    // Only suppliers selling the category in the province quote (3 %: those who elected it).
    const demoBuyer = buyer.id === nanjing.id || buyer.id === hangzhou.id;
    const fits = new Set(
      eligible(facts, made.row.category_code, made.row.province_code, made.taxRate).map((f) => f.id),
    );
    let pool = [...suppliers, hengxin].filter((s) => fits.has(s.id) && !(demoBuyer && s.id === hengxin.id));
    if (pool.length >= 2 && r.chance(0.12)) {
      pool = r.some(pool, 2, Math.min(5, pool.length));
      made.row.invited_only = 1;
      for (const s of pool) invites.push({ inquiry_id: id, company_id: s.id });
    }
    const n = open ? r.int(0, Math.min(6, pool.length)) : r.int(Math.min(1, pool.length), Math.min(8, pool.length));
    const bidders = r.some(pool, n, n);
    const quoteEnd = Math.min(deadline, now) - 10 * MINUTE;
    const priced = bidders.map((s) => quote(r, s, made, publish, quoteEnd));
    made.row.quote_count = priced.length;
    // Nobody could quote: the inquiry ran out unawarded (已截止).
    if (status === 'closed' && priced.length === 0) made.row.status = 'published';
    const whole = made.row.award_mode === 'whole';
    const winner = whole && priced.length ? priced.reduce((a, b) => (totalOf(b) < totalOf(a) ? b : a)) : null;
    if (status === 'withdrawn') made.row.closed_at = stamp(publish + (deadline - publish) / 2);
    if (made.row.status === 'closed') {
      const closedAt = deadline + r.int(1, 20) * HOUR;
      made.row.closed_at = stamp(closedAt);
      made.row.updated_at = stamp(closedAt);
      made.items.forEach((item, i) => {
        const lineId = made.firstLine + i;
        const offers = (winner ? [winner] : priced).flatMap((p) =>
          p.lines
            .filter((l) => l.line_id === lineId)
            .map((l) => ({ p, l, gross: withTax(l.unit_price, l.tax_included === 1, made.taxRate) })),
        );
        if (offers.length === 0) return;
        const best = offers.reduce((a, b) => (b.gross < a.gross ? b : a));
        deals.push({
          id: deals.length + 1,
          inquiry_id: id,
          line_id: lineId,
          quote_id: best.p.quote.id,
          buyer_company_id: buyer.id,
          supplier_company_id: best.p.quote.supplier_company_id,
          material_name: item.name,
          spec: item.spec,
          unit: item.unit,
          quantity: item.quantity,
          unit_price: best.gross,
          amount: amountOf(best.gross, item.quantity),
          category_code: made.row.category_code,
          province_code: made.row.province_code,
          city_code: made.row.city_code,
          deal_time: stamp(closedAt),
        });
      });
    }
  }
  // The demo buyer's desk also holds a draft and a rejected inquiry.
  add(count + 1, nanjing, 'draft', now - 2 * HOUR, now + 10 * DAY);
  add(count + 2, nanjing, 'rejected', now - 26 * HOUR, now + 12 * DAY);
  // Inquiries waiting for a 审核员 (询价审核 in the console), submitted hours to days ago.
  PENDING_AGES.forEach((age, i) =>
    add(count + 3 + i, i === 0 ? nanjing : buyers[(i * 7) % buyers.length], 'pending_review', now - age, now + 9 * DAY),
  );
  return { inquiries, lines, quotes, quoteLines, deals, invites, profiles: profileRows(facts, stamp(now - 200 * DAY)) };

  function totalOf(p: { lines: Array<{ unit_price: number; tax_included: number; line_id: number }> }) {
    const rate = inquiries[inquiries.length - 1].tax_rate;
    return p.lines.reduce(
      (s, l) =>
        s + withTax(l.unit_price, l.tax_included === 1, rate) * (lines.find((x) => x.id === l.line_id)?.quantity ?? 0),
      0,
    );
  }

  function quote(
    r: Rng,
    s: MarketCompany,
    made: { row: Row<InquiryTable>; items: SeedLine[]; firstLine: number; taxRate: number },
    publish: number,
    end: number,
  ) {
    const created = publish + Math.floor(r.unit() * (end - publish));
    const revision = r.chance(0.25) ? r.int(2, 3) : 1;
    const q: Row<InquiryQuoteTable> = {
      id: quotes.length + 1,
      inquiry_id: made.row.id,
      supplier_company_id: s.id,
      user_id: null,
      valid_until: stamp(created + r.int(30, 90) * DAY),
      remark: r.pick(['', '', '价格含运费', '可开 13% 增值税专用发票', '现货供应，可分批发货']),
      revision,
      created_at: stamp(created),
      updated_at: stamp(revision > 1 ? created + Math.floor(r.unit() * (end - created)) : created),
    };
    quotes.push(q);
    const all = made.items.map((_, i) => i);
    const chosen = made.row.award_mode === 'whole' || r.chance(0.85) ? all : r.some(all, 1, all.length);
    const own = chosen.map((i) => {
      const gross = Math.round(made.items[i].price * (0.9 + r.unit() * 0.22) * 100) / 100;
      const included = r.chance(0.75);
      const row: Insertable<InquiryQuoteLineTable> & { line_id: number; unit_price: number; tax_included: number } = {
        quote_id: q.id,
        line_id: made.firstLine + i,
        unit_price: included ? gross : Math.round((gross / (1 + made.taxRate / 100)) * 100) / 100,
        tax_included: included ? 1 : 0,
        delivery_days: r.int(3, 30),
        remark: '',
      };
      quoteLines.push(row);
      return row;
    });
    return { quote: q, lines: own };
  }
}
