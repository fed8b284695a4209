// Small marks of the labour pages: verification, a listing's state, a certificate's badge, the
// fee-scam warning and a wage with its unit.
import { CERT_STATES, type CertState } from '../../../api/labor-trades';
import { formatDay } from '../../../ui/date';
import classes from './labor.module.css';

export function Verified({ verified, label = '已认证' }: { verified: boolean; label?: string }) {
  return verified ? (
    <span className={classes.tag} data-tone="brand" title="已提交统一社会信用代码并通过平台认证">
      {label}
    </span>
  ) : (
    <span className={classes.tag}>未认证</span>
  );
}

const TONES: Record<string, string> = { recruiting: 'ok', open: 'ok', full: 'brand', working: 'brand' };
export function StateTag({ state, name }: { state: string; name: string }) {
  return (
    <span className={classes.tag} data-tone={TONES[state] ?? ''}>
      {name}
    </span>
  );
}

const CERT_TONE: Record<CertState, string> = { verified: 'ok', format_ok: 'brand', invalid: '', expired: '' };
export function CertBadge({ typeName, state, expiresAt }: { typeName: string; state: CertState; expiresAt: string }) {
  return (
    <span className={classes.tag} data-tone={CERT_TONE[state]} title={`有效期至 ${formatDay(expiresAt)}`}>
      {typeName} · {CERT_STATES[state]}
    </span>
  );
}

export function Wage({ min, max, unit }: { min: number; max: number; unit: string }) {
  return (
    <span className={classes.wage}>
      {min === max ? min : `${min}-${max}`}
      <small>{unit}</small>
    </span>
  );
}

/** The fee-scam guard's banner on a post that mentions 押金 / 培训费 / 报名费 / 先交. */
export function FeeWarning({ words }: { words: string[] }) {
  return (
    <div className={classes.warning} role="note">
      <strong>风险提示：</strong>该信息含有「{words.join('、') || '收费'}
      」等字样。正规用工单位不会向工人收取押金、培训费或报名费，入场前请勿先交任何费用，遇到收费请举报。
    </div>
  );
}
