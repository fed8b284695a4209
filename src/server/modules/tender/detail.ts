// One tender with its legal-clock timeline (publish → registration → opening → candidate
// publicity → result) and which clocks it keeps; contact masked for visitors.
import type { TenderDetail } from '../../../api/tender';
import type { Db } from '../../db';
import type { Member } from '../../http/session';
import { maskPerson, maskPhone } from '../../floor/mask';
import { isoOf, msOf, stampOf } from '../../floor/time';
import { clockChecks, LEGAL, SINGLE_SOURCE, type TenderClock } from './clocks';
import { rulesView } from './rules-view';
import { tenderRows, toTenderCard, withTenderCardColumns } from '../../floor/tenders';

const at = (stamp: string | null) => (stamp ? isoOf(stamp) : null);

export function clockOf(r: {
  method_code: string;
  type_code: string;
  publish_time: string;
  registration_deadline: string;
  bid_deadline: string;
  publicity_start: string | null;
  publicity_end: string | null;
  budget: number;
  margin_amount: number;
}): TenderClock {
  return {
    methodCode: r.method_code,
    typeCode: r.type_code,
    publish: msOf(r.publish_time),
    registrationDeadline: msOf(r.registration_deadline),
    bidDeadline: msOf(r.bid_deadline),
    publicityStart: r.publicity_start ? msOf(r.publicity_start) : null,
    publicityEnd: r.publicity_end ? msOf(r.publicity_end) : null,
    budget: Number(r.budget),
    marginAmount: Number(r.margin_amount),
  };
}

export async function tenderDetail(
  db: Db,
  id: number,
  me: Member | null,
  nowMs: number,
): Promise<TenderDetail | undefined> {
  const r = await withTenderCardColumns(tenderRows(db).where('t.id', '=', id))
    .select([
      't.project_name',
      't.agency_name',
      't.qualification',
      't.margin_amount',
      't.open_place',
      't.winner_name',
      't.winning_amount',
    ])
    .select(['t.termination_reason', 't.contact_name', 't.contact_phone'])
    .select(['t.evaluation_method', 't.score_items', 't.required_docs'])
    .select(['t.single_source_company_id', 't.single_source_reason'])
    .executeTakeFirst();
  if (!r) return undefined;
  const card = toTenderCard(r, nowMs);
  const now = stampOf(nowMs);
  const done = (stamp: string | null) => stamp !== null && stamp <= now;
  const checks = clockChecks(clockOf(r));
  const ruleOf = (key: string) => checks.find((c) => c.key === key)?.rule ?? '';
  const published = card.statusCode === '4' || card.statusCode === '5';
  const single = r.method_code === SINGLE_SOURCE;
  return {
    ...card,
    projectName: r.project_name,
    agencyName: r.agency_name,
    qualification: r.qualification,
    marginAmount: Number(r.margin_amount),
    openPlace: r.open_place,
    publicityStart: at(r.publicity_start),
    publicityEnd: at(r.publicity_end),
    winnerName: published ? r.winner_name : '',
    winningAmount: published && r.winning_amount !== null ? Number(r.winning_amount) : null,
    terminated: r.terminated === 1,
    terminationReason: r.termination_reason,
    contact: me
      ? { name: r.contact_name, phone: r.contact_phone, masked: false }
      : { name: maskPerson(r.contact_name), phone: maskPhone(r.contact_phone), masked: true },
    timeline: [
      { key: 'publish', name: '发布招标公告', time: isoOf(r.publish_time), done: true, rule: '' },
      {
        key: 'registration',
        // 单一来源: the registration deadline is the end of its publicity.
        name: single ? '单一来源公示结束' : '报名截止',
        time: isoOf(r.registration_deadline),
        done: done(r.registration_deadline),
        rule: single ? ruleOf('single') : ruleOf('docSale'),
      },
      {
        key: 'opening',
        name: '投标截止·开标',
        time: isoOf(r.bid_deadline),
        done: done(r.bid_deadline),
        rule: ruleOf('opening'),
      },
      {
        key: 'publicityStart',
        name: '中标候选人公示',
        time: at(r.publicity_start),
        done: done(r.publicity_start),
        rule: '',
      },
      {
        key: 'publicityEnd',
        name: '公示结束·中标结果公告',
        time: at(r.publicity_end),
        done: done(r.publicity_end),
        rule: r.publicity_start ? ruleOf('publicity') : `公示期不得少于 ${LEGAL.publicityMinDays} 日`,
      },
    ],
    clockChecks: checks.map(({ rule, ok }) => ({ rule, ok })),
    serverTime: isoOf(now),
    ...(await rulesView(db, r)),
  };
}
