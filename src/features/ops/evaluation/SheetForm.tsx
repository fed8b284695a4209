// One bid's sheet in the evaluation room: the items of the scoring sheet 0–100 (综合评估法) or the
// evaluated price (经评审的最低投标价法), or the bid declared invalid with its reason (否决投标).
import '../../../ui/mantine-components';
import { Button, Checkbox, NumberInput, TextInput } from '@mantine/core';
import { EVAL_FORM_MSG } from '../../../../machines/tender-evaluation.machine';
import type { EvalRoomDetail } from '../../../api/tender-eval';
import { FormAnnouncer, useFlowForm } from '../../../ui/form';
import { formatPrice } from '../../../ui/price';
import type { EvalView } from './use-evaluation';

const PATHS: Partial<Record<string, string>> = {
  [EVAL_FORM_MSG.scores]: 'scores',
  [EVAL_FORM_MSG.price]: 'evaluatedPrice',
  [EVAL_FORM_MSG.reason]: 'invalidReason',
};

export function SheetForm({ e, bid }: { e: EvalView; bid: EvalRoomDetail['bids'][number] }) {
  const room = e.room!;
  const mine = room.mine.find((m) => m.companyId === bid.companyId);
  const { values, set, field, errorOf, root, onSubmit, announcement } = useFlowForm({
    initial: {
      scores: room.items.map((_, i) => (mine?.scores[i] ?? '') as number | string),
      evaluatedPrice: (mine?.evaluatedPrice ?? bid.price) as number | string,
      invalid: mine?.invalid ?? false,
      invalidReason: mine?.invalidReason ?? '',
    },
    error: e.error,
    paths: PATHS,
    send: (v) =>
      e.score({
        companyId: bid.companyId,
        scores: v.scores.map((x) => (x === '' ? NaN : Number(x))),
        evaluatedPrice: room.method === 'lowest' ? Number(v.evaluatedPrice) || null : null,
        invalid: v.invalid,
        invalidReason: v.invalidReason,
      }),
  });
  return (
    <form ref={root} onSubmit={onSubmit} aria-label={`评审${bid.companyName}`} noValidate>
      <h3>
        {bid.companyName}：投标报价 {formatPrice(bid.price)}，工期 {bid.durationDays} 日{mine ? '（已评审）' : ''}
      </h3>
      <Checkbox
        label="否决该投标"
        checked={values.invalid}
        onChange={(ev) => set({ invalid: ev.currentTarget.checked })}
      />
      {values.invalid ? (
        <TextInput label="否决原因" required maxLength={200} {...field('invalidReason')} />
      ) : room.method === 'lowest' ? (
        <NumberInput
          label="评审价格（元）"
          required
          min={0.01}
          decimalScale={2}
          data-path="evaluatedPrice"
          error={errorOf('evaluatedPrice')}
          value={values.evaluatedPrice}
          onChange={(evaluatedPrice) => set({ evaluatedPrice })}
        />
      ) : (
        <div data-path="scores">
          {room.items.map((item, i) => (
            <NumberInput
              key={item.name}
              label={`${item.name}（权重 ${item.weight}，0-100 分）`}
              required
              min={0}
              max={100}
              error={i === 0 ? errorOf('scores') : undefined}
              value={values.scores[i]}
              onChange={(x) => set({ scores: values.scores.map((y, j) => (j === i ? x : y)) })}
            />
          ))}
        </div>
      )}
      <FormAnnouncer text={announcement} />
      <Button type="submit" size="xs" mt={6} loading={e.busy}>
        保存评审
      </Button>
    </form>
  );
}
