// The finance product card every list shows (the info page, the landing's featured products, the
// pre-check), with its institution joined.
import type { Selectable } from 'kysely';
import type { ProductCard } from '../../../api/finance';
import {
  AUDIENCES,
  GUARANTEE_KINDS,
  INSTITUTION_KINDS,
  nameOf,
  SCENE_TYPES,
  SERVICE_TYPES,
} from '../../../api/finance-fields';
import type { Db } from '../../db';
import type { FinanceProductTable } from './schema';

export type Row = Selectable<FinanceProductTable> & { inst_name: string; inst_short: string; inst_kind: string };

export const codesOf = (s: string): string[] => s.split(',').filter(Boolean);

export function base(db: Db) {
  return db.selectFrom('finance_product as p').innerJoin('finance_institution as i', 'i.id', 'p.institution_id');
}

export function withCard<Q extends ReturnType<typeof base>>(q: Q) {
  return q.selectAll('p').select(['i.name as inst_name', 'i.short_name as inst_short', 'i.kind as inst_kind']);
}

export function toCard(r: Row): ProductCard {
  return {
    id: r.id,
    name: r.name,
    institution: {
      id: r.institution_id,
      name: r.inst_name,
      shortName: r.inst_short,
      kind: r.inst_kind,
      kindName: nameOf(INSTITUTION_KINDS, r.inst_kind),
      logoText: r.inst_short.slice(0, 2),
    },
    serviceType: r.service_type,
    serviceTypeName: nameOf(SERVICE_TYPES, r.service_type),
    sceneNames: codesOf(r.scene_codes).map((c) => nameOf(SCENE_TYPES, c)),
    amountMinWan: Number(r.amount_min_wan),
    amountMaxWan: Number(r.amount_max_wan),
    termMinMonths: r.term_min_months,
    termMaxMonths: r.term_max_months,
    rateFrom: Number(r.rate_from),
    rateTo: Number(r.rate_to),
    rateKind: r.rate_kind === 'fee' ? 'fee' : 'rate',
    guaranteeKind: r.guarantee_kind,
    guaranteeName: nameOf(GUARANTEE_KINDS, r.guarantee_kind),
    audienceNames: codesOf(r.audiences).map((c) => nameOf(AUDIENCES, c)),
    fundingDays: r.funding_days,
    applyCount: r.apply_count,
    summary: r.summary,
  };
}
