// Small marks of the equipment pages: a listing's state (the owner's name: src/ui/PartyName.tsx).
import classes from './devices.module.css';

export function StateBadge({ state, name }: { state: string; name: string }) {
  return (
    <span className={classes.state} data-state={state}>
      {name}
    </span>
  );
}
