// Small marks of the inquiry lists: the verified badge of a company, an inquiry's status tag,
// and its deadline with the time left (once the browser's clock is known).
import type { InquiryCard } from '../../../api/inquiry';
import { formatDay } from '../../../ui/date';
import { CLOSING_SOON_MS, instantOf, timeLeftText, useNow } from './list-clock';
import classes from './list.module.css';

/** 已认证: the company has supplied its unified social credit code. */
export function VerifiedBadge({ verified }: { verified: boolean }) {
  if (!verified) return null;
  return (
    <span className={classes.verified} title="企业已提交统一社会信用代码并通过认证">
      已认证
    </span>
  );
}

const STATUS_TONES: Record<string, string> = { '1': 'ok', '3': 'brand' };
/** 报价中 / 已截止 / 已成交, coloured by its code. */
export function StatusTag({ code, name }: { code: string; name: string }) {
  return (
    <span className={classes.status} data-tone={STATUS_TONES[code]}>
      {name}
    </span>
  );
}

/** 截止 2026-12-01 and, while open, 剩 3 天 (即将截止 within two days). */
export function Deadline({ inquiry }: { inquiry: Pick<InquiryCard, 'deadline' | 'statusCode'> }) {
  const now = useNow();
  const open = inquiry.statusCode === '1';
  const left = open && now !== null ? timeLeftText(inquiry.deadline, now) : '';
  const soon = left !== '' && instantOf(inquiry.deadline) - now! <= CLOSING_SOON_MS;
  return (
    <span className={classes.deadline}>
      <span>截止 {formatDay(inquiry.deadline)}</span>
      {left && (
        <span className={classes.left}>
          {soon && (
            <span className={classes.soon} data-tone="alert">
              即将截止
            </span>
          )}
          {left}
        </span>
      )}
    </span>
  );
}
