// The purchaser's tender wizard (tenderPublish flow): the steps with the current one marked for
// screen readers, the step's heading (focused when the step changes, so the keyboard goes on
// from there), its fields, a refusal on the field it names (focused and announced) or for the
// whole form, and 上一步 / 下一步 / 发布招标公告 (Enter submits the step).
import '../../../ui/mantine-components';
import { Button } from '@mantine/core';
import { FormAnnouncer, useFlowRefusal, useWizard, WizardSteps } from '../../../ui/form';
import { BasicsStep, ClocksStep, DocumentsStep, QualificationsStep } from './PublishSteps';
import { PublishReview } from './PublishReview';
import { STEPS, usePublish } from './use-publish';
import classes from './publish.module.css';

export function PublishWizard() {
  const flow = usePublish();
  const { heading, attempt, onSubmit, index } = useWizard(flow, STEPS);
  // A refusal after a submit: its field takes the focus (the heading otherwise), announced.
  const fieldShown = flow.step !== 'review' && flow.errorField !== null;
  const { root, announcement, errorOf } = useFlowRefusal(
    flow.error,
    fieldShown ? flow.errorField : null,
    attempt,
    () => heading.current,
  );

  if (!flow.draft) return null;
  const props = { flow, draft: flow.draft, errorOf };
  return (
    <form
      ref={root}
      className={classes.wizard}
      onSubmit={onSubmit}
      noValidate
      aria-label="发布招标公告"
      aria-busy={flow.busy}
    >
      <WizardSteps steps={STEPS} index={index} classes={classes} />
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
