// A form whose values the view holds while its flow checks them and refuses with one message at a
// time (报名, 资质, 保证金凭证, 投标, the purchaser's desk): the values and the inputs bound to them
// (draftInputs), the submits counted, and the flow's own messages put at the field each names —
// focused and announced by useFlowRefusal. A message `paths` does not know (the server's) is the
// form's: the view shows it where it shows the flow's other errors.
import { useState, type FormEvent } from 'react';
import { useFlowRefusal } from './a11y';
import { draftInputs } from './draft';

export function useFlowForm<D extends object>({
  initial,
  error,
  paths,
  send,
  onEdit,
}: {
  initial: D | (() => D);
  /** The flow's message ('' none). */
  error: string;
  /** The field (path) each of the flow's own messages is about. */
  paths: Partial<Record<string, string>>;
  send: (values: D) => void;
  /** Told of every change (a flow that clears its message on an edit). */
  onEdit?: () => void;
}) {
  const [values, setValues] = useState(initial);
  const [attempt, setAttempt] = useState(0);
  const path = paths[error] ?? null;
  const refusal = useFlowRefusal(error, path, attempt);
  // A form not yet submitted shows none of the flow's messages (another form of the flow refused).
  const errorOf = (field: string) => (attempt > 0 ? refusal.errorOf(field) : undefined);
  const set = (patch: Partial<D>) => {
    setValues((v) => ({ ...v, ...patch }));
    onEdit?.();
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setAttempt((n) => n + 1);
    send(values);
  };
  return {
    values,
    set,
    field: draftInputs(values, set, errorOf),
    errorOf,
    root: refusal.root,
    onSubmit,
    announcement: refusal.announcement,
  };
}
