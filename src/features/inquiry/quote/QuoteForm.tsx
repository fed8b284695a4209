// The supplier's quote form, driven by the inquiryQuote flow: per line 参与报价, unit price,
// 含税 or not, delivery days and a remark (lines may be left out), then the validity and a
// note. The flow checks the draft; its refusal focuses the field it names.
import { useState, type FormEvent } from 'react';
import '../../../ui/mantine-components';
import { Button, Checkbox, NativeSelect, TextInput, Textarea } from '@mantine/core';
import type { InquiryDetail } from '../../../api/inquiry';
import { FormAnnouncer, useFlowRefusal } from '../../../ui/form';
import { linePath } from '../publish/publish-errors';
import type { QuoteFlowView } from './quote-flow';
import classes from '../detail/detail.module.css';

const quotePath = (message: string) =>
  linePath(message) ??
  (message.includes('有效期') ? 'validDays' : message.includes('至少报价') ? 'lines.0.included' : null);

export function QuoteForm({ detail, flow }: { detail: InquiryDetail; flow: QuoteFlowView }) {
  const [attempt, setAttempt] = useState(0);
  const path = flow.error ? quotePath(flow.error) : null;
  const { root, announcement, errorOf, atField } = useFlowRefusal(flow.error, path, attempt);
  const draft = flow.draft;
  if (!draft) return null;
  const busy = flow.phase === 'submitting';
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setAttempt((n) => n + 1);
    flow.submit();
  };
  return (
    <form ref={root} className={classes.quoteForm} onSubmit={onSubmit} noValidate aria-label="报价单" aria-busy={busy}>
      {detail.lines.map((l, i) => {
        const line = draft.lines.find((x) => x.lineId === l.id);
        if (!line) return null;
        const p = `lines.${i}`;
        return (
          <fieldset key={l.id} className={classes.quoteLine} disabled={busy}>
            <legend>
              {i + 1}. {l.name} {l.spec} · {l.quantity} {l.unit}
            </legend>
            <Checkbox
              label="参与报价"
              data-path={`${p}.included`}
              checked={line.included}
              error={errorOf(`${p}.included`)}
              onChange={(e) => flow.setLine(l.id, { included: e.currentTarget.checked })}
            />
            {line.included && (
              <div className={classes.quoteFields}>
                <TextInput
                  label={`单价（元/${l.unit}）`}
                  required
                  inputMode="decimal"
                  data-path={`${p}.unitPrice`}
                  value={line.unitPrice}
                  error={errorOf(`${p}.unitPrice`)}
                  onChange={(e) => flow.setLine(l.id, { unitPrice: e.currentTarget.value })}
                />
                <NativeSelect
                  label="价格类型"
                  data={[
                    { value: '1', label: '含税' },
                    { value: '0', label: '不含税' },
                  ]}
                  value={line.taxIncluded ? '1' : '0'}
                  onChange={(e) => flow.setLine(l.id, { taxIncluded: e.currentTarget.value === '1' })}
                />
                <TextInput
                  label="交货期（天）"
                  required
                  inputMode="numeric"
                  data-path={`${p}.deliveryDays`}
                  value={line.deliveryDays}
                  error={errorOf(`${p}.deliveryDays`)}
                  onChange={(e) => flow.setLine(l.id, { deliveryDays: e.currentTarget.value })}
                />
                <TextInput
                  label="备注"
                  maxLength={100}
                  value={line.remark}
                  onChange={(e) => flow.setLine(l.id, { remark: e.currentTarget.value })}
                />
              </div>
            )}
          </fieldset>
        );
      })}
      <div className={classes.quoteTerms}>
        <TextInput
          label="报价有效期（天）"
          required
          inputMode="numeric"
          data-path="validDays"
          value={draft.validDays}
          error={errorOf('validDays')}
          disabled={busy}
          onChange={(e) => flow.setTerms({ validDays: e.currentTarget.value })}
        />
        <Textarea
          label="报价说明"
          maxLength={200}
          rows={2}
          value={draft.remark}
          disabled={busy}
          onChange={(e) => flow.setTerms({ remark: e.currentTarget.value })}
        />
      </div>
      {flow.error && !atField && (
        <p className={classes.formError} role="alert">
          {flow.error}
        </p>
      )}
      <FormAnnouncer text={announcement} />
      <p className={classes.hint}>
        价格将按询价税率 {detail.taxRate}% 折算为含税价供采购方比价；截止前可随时修改报价。
      </p>
      <div className={classes.actions}>
        <Button type="submit" loading={busy}>
          {flow.quote ? '提交修改' : '提交报价'}
        </Button>
      </div>
    </form>
  );
}
