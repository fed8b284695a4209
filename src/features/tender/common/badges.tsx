// The tender pages' small marks: the status badge (colour per status bucket) and the margin status
// of a member company. The purchaser: src/ui/PartyName.tsx.
import classes from '../list/tender.module.css';

export function StatusBadge({ code, name }: { code: string; name: string }) {
  return (
    <span className={classes.status} data-status={code}>
      {name}
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
