// The demo members' finance applications at every stage of the institutions' desk (issue 45), each
// with the steps that brought it there: 已提交, 受理中 (one after a supplement), 补充材料, 审批通过,
// 已放款, 未通过. Most go to the first institution's products (the demo desk operator jigou01's).
import type { Insertable } from 'kysely';
import { APPLY_STATUS as S, FINANCE_AGREEMENT } from '../../../../api/finance-fields';
import { creditCode } from '../../../db/seed/companies';
import { DEMO_COMPANIES, DEMO_USERS } from '../../../db/seed/members';
import type { Rng } from '../../../db/seed/util';
import { DAY, dayNumber, HOUR, stamp } from '../../../floor/time';
import type { FinanceApplicationEventTable, FinanceApplicationTable } from '../schema';

type Step = [action: string, status: string, note?: string];
const SUPPLEMENT = '请补充近 6 个月的银行流水和主要购销合同扫描件';
const STEPS: Record<string, Step[]> = {
  [S.submitted]: [],
  [S.accepted]: [['accept', S.accepted]],
  [S.supplement]: [
    ['accept', S.accepted],
    ['supplement', S.supplement, SUPPLEMENT],
  ],
  [S.approved]: [
    ['accept', S.accepted],
    ['approve', S.approved],
  ],
  [S.disbursed]: [
    ['accept', S.accepted],
    ['approve', S.approved],
    ['disburse', S.disbursed],
  ],
  [S.refused]: [['refuse', S.refused, '企业成立未满 2 年，暂不符合该产品准入条件']],
};
const RESUBMITTED: Step[] = [
  ['accept', S.accepted],
  ['supplement', S.supplement, SUPPLEMENT],
  ['resubmit', S.accepted, '已上传银行流水及购销合同'],
];

/** [user index, status, days ago, service type, at the first institution, resubmitted after a supplement]. */
const DEMO: [number, string, number, string, boolean, boolean][] = [
  [0, S.submitted, 1, '4', true, false],
  [0, S.accepted, 6, '1', true, false],
  [0, S.disbursed, 40, '5', true, false],
  [1, S.accepted, 3, '2', false, false],
  [1, S.refused, 25, '1', true, false],
  [0, S.supplement, 4, '5', true, false],
  [1, S.approved, 9, '5', true, false],
  [1, S.accepted, 12, '4', true, true],
  [1, S.submitted, 0, '1', false, false],
];

export function buildApplications(
  r: Rng,
  products: { id: number; service_type: string; institution_id: number }[],
  now: number,
): { applications: Insertable<FinanceApplicationTable>[]; events: Insertable<FinanceApplicationEventTable>[] } {
  const events: Insertable<FinanceApplicationEventTable>[] = [];
  const applications = DEMO.map(([u, status, days, service, first, resubmitted], i) => {
    const id = i + 1;
    const user = DEMO_USERS[u];
    const company = DEMO_COMPANIES[u];
    const ofService = products.filter((p) => p.service_type === service);
    const mine = ofService.filter((p) => (p.institution_id === 1) === first);
    const product = r.pick(mine.length > 0 ? mine : ofService);
    const createdMs = now - days * DAY - r.int(1, 6) * HOUR;
    const created = stamp(createdMs);
    const steps = resubmitted ? RESUBMITTED : STEPS[status];
    events.push({
      application_id: id,
      status: S.submitted,
      action: 'submit',
      note: '',
      materials: '',
      by_kind: 'applicant',
      at: created,
    });
    // The steps spread evenly from the submission to half an hour ago.
    const span = Math.max(HOUR, now - HOUR / 2 - createdMs);
    steps.forEach(([action, to, note], k) => {
      const at = stamp(createdMs + (span * (k + 1)) / steps.length);
      events.push({
        application_id: id,
        status: to,
        action,
        note: note ?? '',
        materials: '',
        by_kind: action === 'resubmit' ? 'applicant' : 'institution',
        at,
      });
    });
    const last = events[events.length - 1].at;
    const approved = status === S.approved || status === S.disbursed;
    return {
      id,
      apply_no: dayNumber('JR', created, id),
      product_id: product.id,
      user_id: user.id,
      company_id: company.id,
      company_name: company.name,
      credit_code: creditCode(r, u === 0 ? '320102' : '310115'),
      contact_name: u === 0 ? '张伟' : '李娜',
      phone: user.phone,
      service_type: service,
      scene_type: service === '4' ? '5' : '1',
      money_type: String(r.int(1, 3)),
      time_type: String(r.int(2, 3)),
      province_code: u === 0 ? '320000' : '310000',
      city_code: u === 0 ? '320100' : '310100',
      remark: '',
      materials: '',
      beneficiary: '',
      tender_no: '',
      margin_amount: null,
      valid_until: '',
      status,
      agreement_version: FINANCE_AGREEMENT.version,
      consented_at: created,
      created_at: created,
      updated_at: last,
      desk_request: status === S.supplement || resubmitted ? SUPPLEMENT : '',
      approved_amount_wan: approved ? 200 : null,
      approved_rate: approved ? (service === '4' ? 0.5 : 4.35) : null,
      approved_term_months: approved ? 12 : null,
      refuse_reason: status === S.refused ? (STEPS[S.refused][0][2] ?? '') : '',
    };
  });
  return { applications, events };
}
