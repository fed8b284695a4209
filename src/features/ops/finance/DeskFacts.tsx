// One application as its institution's desk reads it: the applicant, the product and the need,
// a 投标保函's tender, what was asked and decided, the materials and every step.
import type { ReactNode } from 'react';
import type { ApplicationDetail } from '../../../api/finance-desk';
import { DESK_ACTION_NAMES, type DeskAction } from '../../../api/finance-desk';
import { formatTime } from '../../../ui/date';
import classes from '../common/ops.module.css';
import local from './desk.module.css';

const STEP_NAMES: Record<string, string> = { submit: '提交申请', resubmit: '补充材料后重新提交', ...DESK_ACTION_NAMES };
export const stepName = (action: string) => STEP_NAMES[action as DeskAction] ?? action;

export function DeskFacts({ a }: { a: ApplicationDetail }) {
  const rows: [string, ReactNode][] = [
    ['申请企业', a.companyName],
    ['统一社会信用代码', a.creditCode],
    ['联系人', `${a.contactName} ${a.phone}`],
    ['产品', a.productName || a.serviceTypeName],
    ['服务类型 / 场景', `${a.serviceTypeName} / ${a.sceneTypeName}`],
    ['金额 / 期限', `${a.moneyTypeName} / ${a.timeTypeName}`],
    ['备注', a.remark || '—'],
    ['证明材料', a.materials.length > 0 ? `已上传 ${a.materials.length} 份` : '未上传'],
  ];
  if (a.tenderNo)
    rows.push([
      '投标保函',
      `招标编号 ${a.tenderNo}，受益人 ${a.beneficiary}，保证金 ${a.marginAmount ?? '-'} 元，有效期至 ${a.validUntil}`,
    ]);
  if (a.request) rows.push(['要求补充', a.request]);
  if (a.approved)
    rows.push([
      '审批结果',
      `${a.approved.amountWan} 万元，年化 ${a.approved.ratePercent}%，${a.approved.termMonths} 个月`,
    ]);
  if (a.refuseReason) rows.push(['拒绝理由', a.refuseReason]);
  return (
    <section className={classes.card} aria-labelledby="desk-facts">
      <h2 id="desk-facts">
        {a.applyNo} · {a.statusName}
      </h2>
      <dl className={local.facts}>
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      <h3>办理记录</h3>
      <ol className={local.steps}>
        {a.history.map((h, i) => (
          <li key={i}>
            {formatTime(h.at)} {h.by === 'applicant' ? '申请人' : '机构'}「{stepName(h.action)}」→ {h.statusName}
            {h.note && `：${h.note}`}
          </li>
        ))}
      </ol>
    </section>
  );
}
