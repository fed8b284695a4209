// The end of the login, register and forget forms: the flow's refusal (wrong password, expired
// code, …; a new alert is announced), the form's status line and the submit button.
import '../../ui/mantine-components';
import { Button } from '@mantine/core';
import { FormAnnouncer } from '../../ui/form';
import classes from './auth.module.css';

export function FormError({ error }: { error: string | null | undefined }) {
  if (!error) return null;
  return (
    <div role="alert" className={classes.error}>
      {error}
    </div>
  );
}

export function FormEnd({
  error,
  announcement,
  busy,
  label,
}: {
  error: string | null | undefined;
  announcement: string;
  busy: boolean;
  label: string;
}) {
  return (
    <>
      <FormError error={error} />
      <FormAnnouncer text={announcement} />
      <Button type="submit" fullWidth size="md" loading={busy}>
        {label}
      </Button>
    </>
  );
}
