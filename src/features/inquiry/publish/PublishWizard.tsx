// The inquiry wizard's frame: the steps (the current one marked for screen readers), the step's
// fields, the flow's refusal on the field it names (focused and announced), and the buttons:
// 下一步 / 上一步, then 保存草稿 and 提交发布. A published inquiry opens its detail (the flow
// navigates); a rejected one comes back with the review desk's reason.
import { Link } from 'wouter';
import '../../../ui/mantine-components';
import { Button } from '@mantine/core';
import type { InquiryPublishInput } from '../../../../machines/inquiry-publish.machine';
import { inquiryRoutes } from '../../../shared/sections/inquiry/routes';
import { FormAnnouncer, useFlowRefusal, useWizard, WizardSteps } from '../../../ui/form';
import { linePath, termsPath } from './publish-errors';
import { STEPS, usePublishFlow } from './publish-flow';
import { PublishItems } from './PublishItems';
import { PublishOptions } from './PublishOptions';
import { PublishReview } from './PublishReview';
import { PublishTerms } from './PublishTerms';
import classes from '../detail/detail.module.css';

export function PublishWizard({ start }: { start: InquiryPublishInput }) {
  const flow = usePublishFlow(start);
  // A new step: the keyboard continues at its heading.
  const { heading, attempt, onSubmit, index } = useWizard(flow, STEPS);
  const pathOf = (m: string) => {
    const p = flow.step === 'items' ? linePath(m) : termsPath(m);
    return p === 'provinceCode' && flow.terms?.provinceCode ? 'cityCode' : p;
  };
  const error = flow.step === 'review' ? '' : flow.error;
  const path = error ? pathOf(error) : null;
  const { root, announcement, errorOf } = useFlowRefusal(error, path, attempt);

  if (flow.step === 'pending') {
    return (
      <p className={classes.success} role="status">
        询价已提交，等待平台审核。<Link href={inquiryRoutes.inquiryDesk.href()}>查看我的询价</Link>
      </p>
    );
  }
  return (
    <form
      ref={root}
      className={classes.wizard}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="wizard-step"
      aria-busy={flow.busy}
    >
      <WizardSteps steps={STEPS} index={index} classes={classes} />
      <h2 id="wizard-step" ref={heading} tabIndex={-1} className={classes.blockTitle}>
        第 {index + 1} 步：{STEPS[index].label}
      </h2>
      {flow.step === 'items' && <PublishItems flow={flow} errorOf={errorOf} />}
      {flow.step === 'terms' && (
        <>
          <PublishTerms flow={flow} errorOf={errorOf} />
          <PublishOptions flow={flow} />
        </>
      )}
      {flow.step === 'review' && <PublishReview flow={flow} />}
      {flow.error && (flow.step === 'review' || !path) && (
        <p className={classes.formError} role="alert">
          {flow.reviewNote && flow.error === flow.reviewNote ? `审核未通过：${flow.error}` : flow.error}
        </p>
      )}
      <FormAnnouncer text={announcement} />
      <div className={classes.actions}>
        {index > 0 && (
          <Button variant="default" onClick={flow.back} disabled={flow.busy}>
            上一步
          </Button>
        )}
        {flow.step === 'review' && (
          <Button variant="default" onClick={flow.saveDraft} disabled={flow.busy}>
            保存草稿
          </Button>
        )}
        <Button type="submit" loading={flow.busy}>
          {flow.step === 'review' ? '提交发布' : '下一步'}
        </Button>
      </div>
    </form>
  );
}
