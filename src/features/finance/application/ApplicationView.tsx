// The applicant's view of one application: its status, the product and institution, what the
// institution decided (approved terms, the refusal's reason) and every step, oldest first.
import type { ApplicationDetail } from '../../../api/finance-desk';
import { formatTime } from '../../../ui/date';
import classes from '../common/finance.module.css';
import { STATUS_TONES } from '../common/statuses';

const STEPS: Record<string, string> = {
  submit: '提交申请',
  accept: '机构受理',
  supplement: '机构要求补充材料',
  resubmit: '补充材料并重新提交',
  approve: '审批通过',
  refuse: '审批未通过',
  disburse: '放款 / 出函',
};

export function ApplicationView({ a }: { a: ApplicationDetail }) {
  return (
    <section className={classes.block} aria-labelledby="application-status">
      <h1 id="application-status">
        我的融资申请 {a.applyNo}{' '}
        <span className={classes.status} data-tone={STATUS_TONES[a.status]}>
          {a.statusName}
        </span>
      </h1>
      <p>
        {a.productName || a.serviceTypeName}
        {a.institutionName && ` · ${a.institutionName}`} · {a.moneyTypeName} · {a.timeTypeName}
      </p>
      {a.tenderNo && (
        <p>
          投标保函：招标编号 {a.tenderNo}，受益人 {a.beneficiary}，保证金 {a.marginAmount ?? '-'} 元
        </p>
      )}
      {a.approved && (
        <p>
          审批结果：{a.approved.amountWan} 万元，年化 {a.approved.ratePercent}%，期限 {a.approved.termMonths} 个月
        </p>
      )}
      {a.refuseReason && <p>未通过原因：{a.refuseReason}</p>}
      <h2>办理进度</h2>
      <ol className={classes.list}>
        {a.history.map((h, i) => (
          <li key={i}>
            <span>
              {STEPS[h.action] ?? h.action}
              {h.note && `：${h.note}`}
            </span>
            <span className={classes.day}>{formatTime(h.at)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
