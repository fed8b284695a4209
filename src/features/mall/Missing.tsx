// What a detail page shows when its goods or shop does not exist (a bad or stale link).
import { Link } from 'wouter';
import classes from './mall.module.css';

export function Missing({ text, back, backLabel }: { text: string; back: string; backLabel: string }) {
  return (
    <div className={classes.missing} role="status">
      <p>{text}</p>
      <Link href={back}>{backLabel}</Link>
    </div>
  );
}
