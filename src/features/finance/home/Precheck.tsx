// The pre-check by need (融资测算): what the money is for (资金周转 or a guarantee), role, a
// receivable from a large contractor, whether the company is a general contractor, amount and term
// → the products that fit, cheapest money first, each saying why it fits and what it would cost
// (仅供参考); each result opens the product with the amount and term bands carried into its form.
import { useState } from 'react';
import '../../../ui/mantine-components';
import { Button, NativeSelect, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { precheckQuery as precheckSchema, type PrecheckQuery } from '../../../api/finance';
import { AUDIENCES, NEEDS } from '../../../api/finance-fields';
import { financeRoutes } from '../../../shared/sections/finance/routes';
import { SkeletonRows } from '../../../ui/DataState';
import { FormAnnouncer, schemaRule, useFormSubmit } from '../../../ui/form';
import { precheckQuery } from '../common/queries';
import { rateText } from '../common/format';
import classes from '../common/finance.module.css';
import local from './home.module.css';

const ROLE_OPTIONS = AUDIENCES.map((o) => ({ value: o.code, label: o.name }));
const NEED_OPTIONS = NEEDS.map((o) => ({ value: o.code, label: o.name }));
const CONTRACTOR_OPTIONS = [
  { value: 'no', label: '否（分包、供应或其他）' },
  { value: 'yes', label: '是（施工总承包单位）' },
];
const RECEIVABLE_OPTIONS = [
  { value: 'yes', label: '有（央企、国企或上市建筑企业）' },
  { value: 'no', label: '没有' },
];

export function Precheck() {
  const [asked, setAsked] = useState<PrecheckQuery | null>(null);
  const result = useQuery({
    ...precheckQuery(asked ?? { role: '1', amountWan: 1, termMonths: 1 }),
    enabled: asked !== null,
  });
  const form = useForm({
    initialValues: {
      need: '1',
      role: '1',
      receivable: 'yes' as 'yes' | 'no',
      contractor: 'no' as 'yes' | 'no',
      amount: '200',
      term: '6',
    },
    validate: {
      amount: schemaRule(precheckSchema.shape.amountWan, '融资金额请填写 1-100000 之间的数字（万元）'),
      term: schemaRule(precheckSchema.shape.termMonths, '融资期限请填写 1-120 之间的整数（月）'),
    },
  });
  // The result's amount and term bands, carried into the product's apply form.
  const bands = result.data ? `moneyType=${result.data.moneyType}&timeType=${result.data.timeType}` : '';
  const { onSubmit, announcement } = useFormSubmit(form, ({ need, role, receivable, contractor, amount, term }) =>
    setAsked({ need, role, receivable, contractor, amountWan: Number(amount), termMonths: Number(term) }),
  );
  return (
    <section className={classes.block} id="precheck" aria-labelledby="precheck-title">
      <h2 id="precheck-title">融资测算</h2>
      <form className={local.precheck} onSubmit={onSubmit} aria-label="融资测算" noValidate>
        <NativeSelect label="融资需求" data={NEED_OPTIONS} {...form.getInputProps('need')} />
        <NativeSelect label="企业角色" data={ROLE_OPTIONS} {...form.getInputProps('role')} />
        <NativeSelect
          label="是否有大型建筑企业的应收账款"
          data={RECEIVABLE_OPTIONS}
          {...form.getInputProps('receivable')}
        />
        <NativeSelect label="是否为施工总承包单位" data={CONTRACTOR_OPTIONS} {...form.getInputProps('contractor')} />
        <TextInput
          label="融资金额（万元）"
          required
          inputMode="decimal"
          maxLength={9}
          {...form.getInputProps('amount')}
        />
        <TextInput label="融资期限（月）" required inputMode="numeric" maxLength={3} {...form.getInputProps('term')} />
        <Button type="submit">开始测算</Button>
        <FormAnnouncer text={announcement} />
      </form>
      {asked && result.isPending && <SkeletonRows rows={3} />}
      {result.data && (
        <div aria-live="polite">
          {result.data.matches.length === 0 ? (
            <p className={classes.note}>暂无完全匹配的产品，可调整金额或期限，或直接提交融资需求由客户经理为您推荐。</p>
          ) : (
            <ul className={classes.list}>
              {result.data.matches.map((m) => (
                <li key={m.product.id} className={local.match}>
                  <Link href={`${financeRoutes.financeDetail.href({ id: m.product.id })}&${bands}#apply`}>
                    {m.product.name}（{rateText(m.product)}）
                  </Link>
                  <span className={classes.day}>{m.cost}</span>
                  <span className={local.why}>{m.why}</span>
                </li>
              ))}
            </ul>
          )}
          <p className={classes.note}>{result.data.note}</p>
        </div>
      )}
    </section>
  );
}
