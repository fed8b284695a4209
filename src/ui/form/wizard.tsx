// A form in steps (the inquiry and tender publish wizards): the steps with the current one marked
// for screen readers, and the step's heading; when the step changes its first field takes the
// focus (the heading when it has none) so the keyboard goes on from there.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { focusFirstField, moveFocus } from '../focus';

export function WizardSteps({
  steps,
  index,
  classes,
}: {
  steps: readonly { key: string; label: string }[];
  index: number;
  classes: Readonly<Record<string, string>>;
}) {
  return (
    <ol className={classes.steps}>
      {steps.map((s, i) => (
        <li key={s.key} aria-current={i === index ? 'step' : undefined} data-done={i < index || undefined}>
          <span className={classes.stepNo}>{i + 1}</span>
          {s.label}
        </li>
      ))}
    </ol>
  );
}

/**
 * The ref for the step's heading (tabIndex -1): when `step` changes (not on the first render) the
 * step's first field after it takes the focus, the heading itself when the step has no field.
 */
export function useStepHeading(step: string) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(step);
  useEffect(() => {
    const h = heading.current;
    if (shown.current !== step && h && !focusFirstField(h.closest('form') ?? h.parentElement, h)) moveFocus(h);
    shown.current = step;
  }, [step]);
  return heading;
}

/**
 * A wizard on its flow: the step's index, its heading ref, the submits counted (for
 * useFlowRefusal) and the form's submit — the last step ('review') submits, the others go on.
 */
export function useWizard(
  flow: { step: string; next: () => void; submit: () => void },
  steps: readonly { key: string }[],
) {
  const heading = useStepHeading(flow.step);
  const [attempt, setAttempt] = useState(0);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setAttempt((n) => n + 1);
    if (flow.step === 'review') flow.submit();
    else flow.next();
  };
  return { heading, attempt, onSubmit, index: steps.findIndex((s) => s.key === flow.step) };
}
