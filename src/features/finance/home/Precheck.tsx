// The eligibility pre-check (融资测算): role, a receivable from a large contractor, amount and
// term → the products that fit and an indicative cost range (仅供参考); each result opens the
// product with the amount and term bands carried into its apply form.
import { useState, type FormEvent } from 'react';
import '../../../ui/mantine-components';
import { Button, NativeSelect, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { PrecheckQuery } from '../../../api/finance';
import { AUDIENCES } from '../../../api/finance-fields';
import { financeRoutes } from '../../../shared/sections/finance/routes';
import { SkeletonRows } from '../../../ui/DataState';
import { precheckQuery } from '../common/queries';
import { rateText } from '../common/format';
import classes from '../common/finance.module.css';
import local from './home.module.css';

export function Precheck() {
  const [role, setRole] = useState('1');
  const [receivable, setReceivable] = useState<'yes' | 'no'>('yes');
  const [amount, setAmount] = useState('200');
  const [term, setTerm] = useState('6');
  const [asked, setAsked] = useState<PrecheckQuery | null>(null);
  const result = useQuery({
    ...precheckQuery(asked ?? { role: '1', amountWan: 1, termMonths: 1 }),
    enabled: asked !== null,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const amountWan = Math.min(100_000, Math.max(1, Math.round(Number(amount) || 1)));
    const termMonths = Math.min(120, Math.max(1, Math.round(Number(term) || 1)));
    setAsked({ role, receivable, amountWan, termMonths });
  };
  return (
    <section className={classes.block} id="precheck" aria-labelledby="precheck-title">
      <h2 id="precheck-title">融资测算</h2>
      <form className={local.precheck} onSubmit={submit} aria-label="融资测算">
        <NativeSelect
          label="企业角色"
          data={AUDIENCES.map((o) => ({ value: o.code, label: o.name }))}
          value={role}
          onChange={(e) => setRole(e.currentTarget.value)}
        />
        <NativeSelect
          label="是否有大型建筑企业的应收账款"
          data={[
            { value: 'yes', label: '有（央企、国企或上市建筑企业）' },
            { value: 'no', label: '没有' },
          ]}
          value={receivable}
          onChange={(e) => setReceivable(e.currentTarget.value === 'no' ? 'no' : 'yes')}
        />
        <TextInput
          label="融资金额（万元）"
          inputMode="decimal"
          maxLength={6}
          value={amount}
          onChange={(e) => setAmount(e.currentTarget.value)}
        />
        <TextInput
          label="融资期限（月）"
          inputMode="numeric"
          maxLength={3}
          value={term}
          onChange={(e) => setTerm(e.currentTarget.value)}
        />
        <Button type="submit">开始测算</Button>
      </form>
      {asked && result.isPending && <SkeletonRows rows={3} />}
      {result.data && (
        <div aria-live="polite">
          {result.data.matches.length === 0 ? (
            <p className={classes.note}>暂无完全匹配的产品，可调整金额或期限，或直接提交融资需求由客户经理为您推荐。</p>
          ) : (
            <ul className={classes.list}>
              {result.data.matches.map((m) => (
                <li key={m.product.id}>
                  <Link
                    href={`${financeRoutes.financeDetail.href({ id: m.product.id })}&moneyType=${result.data.moneyType}&timeType=${result.data.timeType}#apply`}
                  >
                    {m.product.name}（{rateText(m.product)}）
                  </Link>
                  <span className={classes.day}>
                    预估{m.product.rateKind === 'fee' ? '保费' : '利息'} {m.costFromWan}-{m.costToWan} 万元
                  </span>
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
