// The seed's worker cards: trades, age and years that agree, an expected wage of the first
// trade's unit, a refresh time (a few past the stale window, so off the lists) and, for trades
// that need one, a 特种作业 certificate whose number follows the rule for its type, province and year.
import { LABOR_STALE_DAYS, PROVINCE_ABBR, tradeName } from '../../../../api/labor-trades';
import { mobile } from '../../../db/seed/market';
import type { Rng } from '../../../db/seed/util';
import { beijingDay, DAY, msOf, stampOf } from '../../../floor/time';
import { drawTrades, wage, type Built, type Places } from './kit';
import { GIVEN, SURNAMES } from '../../../db/seed/people';
import { certTypesFor, HOMETOWNS, PAY, WORKER_NOTES } from './pools';

export function buildWorkers(r: Rng, places: Places, now: number, count: number, out: Built): void {
  const ago = (minDays: number, maxDays: number) => stampOf(now - r.int(minDays * 24 * 60, maxDays * 24 * 60) * 60_000);
  const year = Number(beijingDay(now).slice(0, 4));
  for (let id = 1; id <= count; id++) {
    const province = r.chance(0.6)
      ? r.pick(['320000', '330000', '440000', '310000', '110000', '370000', '350000', '510000', '420000'])
      : r.pick(places.provinces).code;
    const city = places.city(r, province);
    const trades = drawTrades(r);
    const age = r.int(22, 58);
    const years = r.int(1, Math.min(35, age - 18));
    const unit = Object.keys(PAY[trades[0]])[0];
    const surname = r.pick(SURNAMES);
    // Most cards were refreshed within the stale window; a few were left and are off the lists.
    const active = r.chance(0.92) ? ago(0, LABOR_STALE_DAYS - 1) : ago(LABOR_STALE_DAYS + 1, 120);
    out.workers.push({
      id,
      user_id: null,
      surname,
      full_name: `${surname}${r.pick(GIVEN)}`,
      phone: mobile(r),
      years,
      age,
      hometown_code: r.pick(HOMETOWNS),
      province_code: province,
      city_code: city.code,
      expected_wage: wage(r, trades[0], unit)[0],
      wage_unit: unit,
      is_leader: r.chance(0.1) ? 1 : 0,
      real_name_verified: r.chance(0.7) ? 1 : 0,
      rating: r.int(35, 50),
      intro: `${years}年${tradeName(trades[0])}经验，${r.pick(WORKER_NOTES)}。`,
      status: r.chance(0.65) ? 'open' : 'working',
      active_at: active,
      created_at: ago(90, 1000),
      updated_at: active,
    });
    for (const code of trades) out.trades.push({ kind: 'worker', owner_id: id, trade_code: code });
    const types = certTypesFor(trades);
    if (types.length && r.chance(0.7)) {
      const type = r.pick(types);
      const issue = msOf(`${r.int(Math.max(2008, year - 8), year)}-01-01 00:00:00`) + r.int(0, 364) * DAY;
      const issued = beijingDay(Math.min(issue, now - 30 * DAY));
      const certProvince = r.chance(0.6) ? province : r.pick(places.provinces).code;
      const letter = String.fromCharCode(65 + r.int(0, 7));
      out.certs.push({
        worker_id: id,
        type_code: type.code,
        number: `${PROVINCE_ABBR[certProvince.slice(0, 2)]}${letter}${type.code}${issued.slice(0, 4)}${String(r.int(1, 99_999)).padStart(6, '0')}`,
        province_code: certProvince,
        issued_at: issued,
        expires_at: beijingDay(msOf(`${issued} 00:00:00`) + (r.chance(0.7) ? 6 : 2) * 365 * DAY),
        verified: r.chance(0.4) ? 1 : 0,
        photo_id: null,
      });
    }
  }
}
