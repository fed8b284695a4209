// Small marks of the equipment pages: the owner with its verified badge and a listing's state.
import type { Party } from '../../../api/fields';
import classes from './devices.module.css';

export function OwnerName({ party }: { party: Party }) {
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

export function StateBadge({ state, name }: { state: string; name: string }) {
  return (
    <span className={classes.state} data-state={state}>
      {name}
    </span>
  );
}
