// The tender pages' small marks: the status badge (colour per status bucket) and the margin status
// of a member company. The purchaser: src/ui/PartyName.tsx.
import classes from '../list/tender.module.css';

const STATUS_TONES: Record<string, string> = { '1': 'ok', '2': 'brand', '3': 'warn', '4': 'info', '6': 'danger' };
export function StatusBadge({ code, name }: { code: string; name: string }) {
  return (
    <span className={classes.status} data-tone={STATUS_TONES[code]}>
      {name}
    </span>
  );
}

const MARGIN_TONES: Record<string, string> = { '0': 'warn', '1': 'ok', '2': 'info' };
/** '0' 未缴, '1' 已缴, '2' 已退还; null: not registered. */
export function MarginBadge({ code, name }: { code: string | null; name: string }) {
  return (
    <span className={classes.margin} data-tone={MARGIN_TONES[code ?? '']}>
      {name}
    </span>
  );
}
