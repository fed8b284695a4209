// Small marks of the equipment pages: a listing's state (the owner's name: src/ui/PartyName.tsx).
import classes from './devices.module.css';

const STATE_TONES: Record<string, string> = { published: 'ok', rented: 'warn', pending_review: 'info' };
export function StateBadge({ state, name }: { state: string; name: string }) {
  return (
    <span className={classes.state} data-tone={STATE_TONES[state]}>
      {name}
    </span>
  );
}
