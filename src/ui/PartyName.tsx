// A company behind a listing (the owner, the contractor, the purchaser), with 已认证 when it
// supplied its unified social credit code.
import type { Party } from '../api/fields';
import classes from './section.module.css';

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
