// The purchaser's tender wizard (tenderPublish flow): the steps with the current one marked for
// screen readers, the step's heading (focused when the step changes, so the keyboard goes on
// from there), its fields, a refusal on the field it names (focused and announced) or for the
// whole form, and 上一步 / 下一步 / 发布招标公告 (Enter submits the step).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import '../../../ui/mantine-components';
import { Button } from '@mantine/core';
import type { TenderDraft } from '../../../../machines/tender-forms';
import { focusFirstInvalid, FormAnnouncer, invalidSummary } from '../../../ui/form-a11y';
import { BasicsStep, ClocksStep, DocumentsStep, QualificationsStep } from './PublishSteps';
import { PublishReview } from './PublishReview';
import { STEPS, usePublish } from './use-publish';
import classes from './publish.module.css';

export function PublishWizard() {
  const flow = usePublish();
  const root = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [attempt, setAttempt] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const shown = useRef(flow.step);
  useEffect(() => {
    if (shown.current !== flow.step) heading.current?.focus();
    shown.current = flow.step;
  }, [flow.step]);
  // A refusal after a submit: its field takes the focus (the form's message otherwise), announced.
  useEffect(() => {
    if (!flow.error || attempt === 0) return;
    const errors = { [flow.errorField ?? 'form']: flow.error };
    if (root.current && !focusFirstInvalid(root.current, errors)) heading.current?.focus();
    const text = invalidSummary(errors);
    setAnnouncement((prev) => (prev === text ? `${text}\u200b` : text));
  }, [flow.error, flow.errorField, attempt]);

  if (!flow.draft) return null;
  const index = STEPS.findIndex((s) => s.key === flow.step);
  const fieldShown = flow.step !== 'review' && flow.errorField !== null;
  const errorOf = (field: keyof TenderDraft) => (fieldShown && flow.errorField === field ? flow.error : undefined);
  const props = { flow, draft: flow.draft, errorOf };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setAttempt((n) => n + 1);
    if (flow.step === 'review') flow.submit();
    else flow.next();
  };
  return (
    <form
      ref={root}
      className={classes.wizard}
      onSubmit={onSubmit}
      noValidate
      aria-label="发布招标公告"
      aria-busy={flow.busy}
    >
      <ol className={classes.steps}>
        {STEPS.map((s, i) => (
          <li key={s.key} aria-current={i === index ? 'step' : undefined} data-done={i < index || undefined}>
            <span className={classes.stepNo}>{i + 1}</span>
            {s.label}
          </li>
        ))}
      </ol>
      <h2 ref={heading} tabIndex={-1} className={classes.heading}>
        第 {index + 1} 步（共 {STEPS.length} 步）：{STEPS[index].label}
      </h2>
      {flow.step === 'basics' && <BasicsStep {...props} />}
      {flow.step === 'qualifications' && <QualificationsStep {...props} />}
      {flow.step === 'clocks' && <ClocksStep {...props} />}
      {flow.step === 'documents' && <DocumentsStep {...props} />}
      {flow.step === 'review' && <PublishReview draft={flow.draft} />}
      {flow.error && !fieldShown && (
        <p role="alert" className={classes.error}>
          {flow.error}
        </p>
      )}
      <FormAnnouncer text={announcement} />
      <div className={classes.actions}>
        {index > 0 && (
          <Button variant="default" onClick={flow.back} disabled={flow.busy}>
            上一步
          </Button>
        )}
        <Button type="submit" loading={flow.busy}>
          {flow.step === 'review' ? '发布招标公告' : '下一步'}
        </Button>
      </div>
    </form>
  );
}
