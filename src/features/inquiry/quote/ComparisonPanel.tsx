// The buyer's side of its own inquiry: the quote comparison with the award (one or several
// suppliers, each line to one quote, confirmed in a dialog), withdrawal of an open inquiry, and
// for drafts and rejected ones the review's reason with a link back into the wizard.
import { useState } from 'react';
import { Link } from 'wouter';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import '../../../ui/mantine-components';
import { Button } from '@mantine/core';
import { inquiry, type Comparison, type InquiryDetail } from '../../../api/inquiry';
import { deals } from '../../../api/inquiry-deals';
import { call } from '../../../client/http';
import { notify } from '../../../client/notify';
import { transportOf } from '../../../shared/query';
import { inquiryRoutes } from '../../../shared/sections/inquiry/routes';
import { useConfirm } from '../../../ui/ConfirmDialog';
import { DataState } from '../../../ui/DataState';
import { formatPrice } from '../../../ui/price';
import { formatTime } from '../../../ui/date';
import { ComparisonTable, type AwardSelection } from './ComparisonTable';
import { comparisonQuery, useRefreshInquiry } from '../detail/detail-queries';
import classes from '../detail/detail.module.css';

/** Each line's lowest quote that can still be awarded (the split award); 整单: the lowest whole quote. */
export function lowestSelection(c: Comparison): AwardSelection {
  const open = new Set(c.suppliers.filter((s) => !s.lapsed).map((s) => s.quoteId));
  const out: AwardSelection = {};
  if (c.awardMode === 'whole') {
    const best = c.suppliers.filter((s) => !s.lapsed && s.complete).sort((a, b) => a.totalWithTax - b.totalWithTax)[0];
    if (best) for (const r of c.rows) out[r.id] = best.quoteId;
    return out;
  }
  for (const r of c.rows) {
    const q = r.lowestQuoteIds.find((id) => open.has(id));
    if (q !== undefined) out[r.id] = q;
  }
  return out;
}

function awardSummary(c: Comparison, sel: AwardSelection): { text: string; total: number } {
  let total = 0;
  const per = new Map<number, number>();
  for (const r of c.rows) {
    const q = sel[r.id];
    if (q === undefined) continue;
    const i = c.suppliers.findIndex((s) => s.quoteId === q);
    total += r.cells[i]?.amountWithTax ?? 0;
    per.set(q, (per.get(q) ?? 0) + 1);
  }
  const names = [...per].map(([q, n]) => `${c.suppliers.find((s) => s.quoteId === q)?.name}（${n} 项）`);
  return { text: names.join('、'), total: Math.round(total * 100) / 100 };
}

function Award({ detail, comparison: c }: { detail: InquiryDetail; comparison: Comparison }) {
  const client = useQueryClient();
  const refresh = useRefreshInquiry();
  const { ask, dialog } = useConfirm();
  const open = (c.state === 'published' || c.state === 'expired') && c.suppliers.length > 0;
  const [selection, setSelection] = useState<AwardSelection>(() => lowestSelection(c));
  const award = useMutation({
    mutationFn: (lines: Array<{ lineId: number; quoteId: number }>) =>
      call(inquiry.award, { inquiryId: c.inquiryId, lines }, { http: transportOf(client) }),
    onSuccess: async () => {
      notify({ color: 'green', message: '定标成功，成交记录已生成', autoClose: 2000 });
      await Promise.all([refresh(c.inquiryId), client.invalidateQueries({ queryKey: [deals.dealPage.path] })]);
    },
  });
  const chosen = Object.entries(selection).map(([lineId, quoteId]) => ({ lineId: Number(lineId), quoteId }));
  const pickSupplier = (quoteId: number) => {
    const i = c.suppliers.findIndex((s) => s.quoteId === quoteId);
    setSelection(Object.fromEntries(c.rows.filter((r) => r.cells[i]).map((r) => [r.id, quoteId])));
  };
  const confirm = () => {
    const { text, total } = awardSummary(c, selection);
    ask({
      title: '确认定标',
      message: `将 ${chosen.length}/${c.rows.length} 项物料授予：${text}，成交金额 ${formatPrice(total)}（含税）。定标后询价结束，不能再修改。`,
      confirmLabel: '确认定标',
      onConfirm: () => award.mutate(chosen),
    });
  };
  return (
    <>
      {c.suppliers.length === 0 ? (
        <p className={classes.note}>暂无供应商报价，报价后将在此按物料逐项比价。</p>
      ) : (
        <ComparisonTable
          comparison={c}
          selection={open ? selection : null}
          onSelect={(l, q) => (c.awardMode === 'whole' ? pickSupplier(q) : setSelection((s) => ({ ...s, [l]: q })))}
          onPickSupplier={pickSupplier}
        />
      )}
      {c.suppliers.length > 0 && c.awardMode === 'whole' && (
        <p className={classes.hint}>整单定标：全部物料授予同一家供应商（选择任一单元格即选中该供应商）。</p>
      )}
      {c.suppliers.length > 0 && c.awardMode === 'line' && (
        <p className={classes.hint}>
          按每项最低价拆分授予合计 <strong className={classes.money}>{formatPrice(c.splitTotal)}</strong>（含税）
          {detail.deadline > detail.serverTime && open && '；截止前定标将提前结束报价'}
        </p>
      )}
      {open && (
        <div className={classes.actions}>
          <Button variant="default" onClick={() => setSelection(lowestSelection(c))}>
            按最低价选择
          </Button>
          <Button variant="default" onClick={() => setSelection({})} disabled={chosen.length === 0}>
            清空选择
          </Button>
          <Button onClick={confirm} disabled={chosen.length === 0} loading={award.isPending}>
            定标（{chosen.length} 项）
          </Button>
        </div>
      )}
      {dialog}
    </>
  );
}

function Withdraw({ detail }: { detail: InquiryDetail }) {
  const client = useQueryClient();
  const refresh = useRefreshInquiry();
  const { ask, dialog } = useConfirm();
  const withdraw = useMutation({
    mutationFn: () => call(inquiry.withdraw, { id: detail.id }, { http: transportOf(client) }),
    onSuccess: async () => {
      notify({ color: 'green', message: '询价已撤回', autoClose: 2000 });
      await refresh(detail.id);
    },
  });
  const onClick = () =>
    ask({
      title: '撤回询价',
      message: '撤回后供应商不能再报价，已报价的供应商会收到通知。确定撤回吗？',
      confirmLabel: '撤回询价',
      danger: true,
      onConfirm: () => withdraw.mutate(),
    });
  return (
    <>
      <Button variant="outline" color="red" onClick={onClick} loading={withdraw.isPending}>
        撤回询价
      </Button>
      {dialog}
    </>
  );
}

export function ComparisonPanel({ detail }: { detail: InquiryDetail }) {
  const compared = detail.state === 'published' || detail.state === 'expired' || detail.state === 'closed';
  const comparison = useQuery({ ...comparisonQuery(detail.id), enabled: compared });
  if (!compared) {
    return (
      <section className={classes.block} aria-labelledby="owner-title">
        <h2 id="owner-title" className={classes.blockTitle}>
          询价管理
        </h2>
        {detail.reviewNote && (
          <p className={classes.formError} role="status">
            审核未通过：{detail.reviewNote}
          </p>
        )}
        {detail.state === 'pending_review' && <p className={classes.note}>询价正在审核，审核通过后将公开发布。</p>}
        {(detail.state === 'draft' || detail.state === 'rejected') && (
          <Link href={inquiryRoutes.inquiryPublish.href({ id: detail.id })} className={classes.primaryLink}>
            继续编辑
          </Link>
        )}
      </section>
    );
  }
  return (
    <section className={classes.block} aria-labelledby="owner-title" id="comparison">
      <div className={classes.blockHead}>
        <h2 id="owner-title" className={classes.blockTitle}>
          报价比价（{detail.quoteCount} 家）
        </h2>
        {detail.state === 'published' && <Withdraw detail={detail} />}
      </div>
      <DataState state={comparison}>
        {(c) =>
          c.sealed ? (
            <p className={classes.sealedNote} role="status">
              密封报价：已收到 {c.quoteCount} 份报价，报价金额在 {formatTime(c.opensAt)}{' '}
              截止后开启，截止前任何人都看不到报价，也不能定标。
            </p>
          ) : (
            <Award detail={detail} comparison={c} />
          )
        }
      </DataState>
    </section>
  );
}
