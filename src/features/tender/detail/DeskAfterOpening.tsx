// The purchaser's steps after the opening (issue 46): request the evaluation committee (an odd
// size of at least 5, the representatives by name, at least two thirds experts drawn at random:
// 招标投标法 第三十七条) and follow its progress (the experts' names stay secret); after the
// result record the contract (within 30 days, at the winning amount: 第四十六条); then return each
// bidder's margin (within 5 days of the signing: 实施条例 第五十七条).
import '../../../ui/mantine-components';
import { Button, NumberInput, TextInput, Textarea } from '@mantine/core';
import { DESK_FORM_MSG } from '../../../../machines/tender-desk.machine';
import { beijingTime } from '../../../api/time';
import { FormAnnouncer, useFlowForm } from '../../../ui/form';
import { formatPrice } from '../../../ui/price';
import { FileUpload } from '../../../ui/upload';
import type { DeskView } from './use-desk';
import classes from './detail.module.css';

const PATHS: Partial<Record<string, string>> = {
  [DESK_FORM_MSG.size]: 'size',
  [DESK_FORM_MSG.twoThirds]: 'representatives',
  [DESK_FORM_MSG.signedOn]: 'signedOn',
  [DESK_FORM_MSG.amount]: 'amount',
};

export function CommitteeForm({ d }: { d: DeskView }) {
  const { values, set, field, errorOf, root, onSubmit, announcement } = useFlowForm({
    initial: { size: 5 as number | string, representatives: '' },
    error: d.error,
    paths: PATHS,
    send: (v) =>
      d.act({
        kind: 'committee',
        size: Number(v.size),
        representatives: v.representatives
          .split(/[\n,，、]/)
          .map((s) => s.trim())
          .filter(Boolean),
      }),
  });
  return (
    <form ref={root} className={classes.payForm} aria-label="组建评标委员会" onSubmit={onSubmit} noValidate>
      <NumberInput
        label="评标委员会人数（5 人以上单数）"
        required
        min={5}
        max={15}
        step={2}
        data-path="size"
        error={errorOf('size')}
        value={values.size}
        onChange={(size) => set({ size })}
      />
      <Textarea
        label="招标人代表姓名（每行一名，不超过成员总数的三分之一）"
        maxLength={120}
        {...field('representatives')}
      />
      <FormAnnouncer text={announcement} />
      <Button type="submit" loading={d.busy}>
        随机抽取评标专家
      </Button>
    </form>
  );
}

export function CommitteeStatus({ d }: { d: DeskView }) {
  const c = d.desk?.committee;
  if (!c) return null;
  return (
    <p className={classes.reason}>
      评标委员会 {c.size} 人：评标专家 {c.experts} 名（已提交 {c.submitted} 名，名单在中标结果确定前保密），招标人代表{' '}
      {c.representatives.join('、') || '无'}。{c.reportAt ? `评标报告已于 ${beijingTime(c.reportAt)} 提交。` : ''}
    </p>
  );
}

export function ContractForm({ d }: { d: DeskView }) {
  const { values, set, field, errorOf, root, onSubmit, announcement } = useFlowForm({
    initial: { signedOn: '', amount: '' as number | string, attachId: '' },
    error: d.error,
    paths: PATHS,
    send: (v) =>
      d.act({
        kind: 'contract',
        signedOn: v.signedOn ? `${v.signedOn}:00+08:00` : '',
        amount: Number(v.amount) || 0,
        attachId: v.attachId,
      }),
  });
  return (
    <form ref={root} className={classes.payForm} aria-label="登记合同" onSubmit={onSubmit} noValidate>
      <TextInput
        type="datetime-local"
        label="合同签订时间（中标通知书发出后 30 日内）"
        required
        {...field('signedOn')}
      />
      <NumberInput
        label="合同金额（元，与中标金额一致）"
        required
        min={0.01}
        decimalScale={2}
        data-path="amount"
        error={errorOf('amount')}
        value={values.amount}
        onChange={(amount) => set({ amount })}
      />
      <FileUpload
        label="合同扫描件（可选）"
        kinds={['image', 'pdf']}
        maxFiles={1}
        onChange={(files) => set({ attachId: files[0]?.attachId ?? '' })}
      />
      <FormAnnouncer text={announcement} />
      <Button type="submit" loading={d.busy}>
        登记合同
      </Button>
    </form>
  );
}

export function Refunds({ d }: { d: DeskView }) {
  const desk = d.desk;
  if (!desk?.contract) return null;
  const due = desk.registrants.filter((r) => r.canRefund);
  return (
    <div className={classes.payForm} aria-label="退还投标保证金">
      <p className={classes.reason}>
        合同已于 {beijingTime(desk.contract.signedOn)} 签订，金额 {formatPrice(desk.contract.amount)}；投标保证金应于{' '}
        {beijingTime(desk.contract.refundBy)} 前全部退还（实施条例 第五十七条）。
      </p>
      {due.map((r) => (
        <Button
          key={r.companyId}
          size="xs"
          variant="outline"
          loading={d.busy}
          onClick={() => d.act({ kind: 'refund', companyId: r.companyId })}
        >
          退还{r.companyName}的保证金
        </Button>
      ))}
    </div>
  );
}
