// The tender pages' small marks: the status badge (colour per status bucket), the purchaser with
// its verified badge, and the margin status of a member company.
import type { Party } from '../../../api/fields';
import classes from '../list/tender.module.css';

export function StatusBadge({ code, name }: { code: string; name: string }) {
  return (
    <span className={classes.status} data-status={code}>
      {name}
    </span>
  );
}

/** A company behind a tender; 已认证 when it supplied its unified social credit code. */
export function PartyName({ party }: { party: Party }) {
  return (
    <span className={classes.party}>
      {party.name}
      {party.verified && (
        <span className={classes.verified} title="已提交统一社会信用代码，平台已认证">
          已认证
        </span>
      )}
    </span>
  );
}

/** '0' 未缴, '1' 已缴, '2' 已退还; null: not registered. */
export function MarginBadge({ code, name }: { code: string | null; name: string }) {
  return (
    <span className={classes.margin} data-margin={code ?? 'none'}>
      {name}
    </span>
  );
}
