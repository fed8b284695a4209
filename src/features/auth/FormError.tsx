// The flow's refusal under a form (wrong password, expired code, …); a new alert is announced.
import classes from './auth.module.css';

export function FormError({ error }: { error: string | null | undefined }) {
  if (!error) return null;
  return (
    <div role="alert" className={classes.error}>
      {error}
    </div>
  );
}
