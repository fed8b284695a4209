// The company's application as the review left it: its state (待审核, 已认证, 已驳回 with the
// 审核员's reason, 已过期), what was submitted, and what the company may do next.
import type { CertStatus, CertView } from '../../../api/onboarding';
import { formatDay, formatTime } from '../../../ui/date';
import classes from './onboarding.module.css';

const TONES: Record<CertStatus, string> = { pending: 'info', certified: 'ok', refused: 'danger', expired: 'warn' };

const NEXT: Record<CertStatus, string> = {
  pending: '审核员将尽快审核，结果会通过消息中心通知您；审核期间暂不能报价、投标或发布供应信息。',
  certified: '贵公司已通过供应商认证，可以报价、投标、报名招标和发布供应信息。',
  refused: '请按驳回原因修改资料后重新提交。',
  expired: '营业执照已过营业期限，认证已失效：请上传新的营业执照后重新提交。',
};

export function CertState({ cert }: { cert: CertView }) {
  return (
    <section className={classes.panel} aria-labelledby="cert-state">
      <h2 id="cert-state">
        认证状态
        <span className={classes.badge} data-tone={TONES[cert.status]}>
          {cert.statusName}
        </span>
      </h2>
      <p>{NEXT[cert.status]}</p>
      {cert.status === 'refused' && <p className={classes.error}>驳回原因：{cert.rejectReason}</p>}
      <dl className={classes.facts}>
        <div>
          <dt>申请身份</dt>
          <dd>{cert.scopeName}</dd>
        </div>
        <div>
          <dt>统一社会信用代码</dt>
          <dd>{cert.creditCode}</dd>
        </div>
        <div>
          <dt>法定代表人</dt>
          <dd>{cert.legalPerson}</dd>
        </div>
        <div>
          <dt>营业期限至</dt>
          <dd>{formatDay(cert.licenceValidUntil)}</dd>
        </div>
        <div>
          <dt>经营范围</dt>
          <dd>{cert.categories.map((c) => c.name).join('、')}</dd>
        </div>
        <div>
          <dt>服务区域</dt>
          <dd>{cert.provinces.map((p) => p.name).join('、')}</dd>
        </div>
        <div>
          <dt>提交时间</dt>
          <dd>{formatTime(cert.submittedAt)}</dd>
        </div>
        {cert.decidedAt && (
          <div>
            <dt>审核时间</dt>
            <dd>{formatTime(cert.decidedAt)}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
