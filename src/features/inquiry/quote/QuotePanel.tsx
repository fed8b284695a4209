// The supplier's side of an inquiry: the quote form while quoting is open (QuoteForm, the
// inquiryQuote flow), the saved quote with 修改报价, and after the deadline the server's message
// with the company's quote and its result.
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import '../../../ui/mantine-components';
import { Button } from '@mantine/core';
import type { InquiryDetail, MyQuote } from '../../../api/inquiry';
import { QUOTE_CLOSED } from '../../../../machines/inquiry-quote.machine';
import { SkeletonRows } from '../../../ui/DataState';
import { formatPrice } from '../../../ui/price';
import { formatTime } from '../../../ui/date';
import { useFocusOn } from '../../../ui/focus';
import { myQuoteQuery, useRefreshInquiry } from '../detail/detail-queries';
import { useQuoteFlow } from './quote-flow';
import { QuoteForm } from './QuoteForm';
import classes from '../detail/detail.module.css';

const RESULT = { pending: '待定标', won: '已中标', lost: '未中标' } as const;

export function QuoteSummary({ quote, detail }: { quote: MyQuote; detail: InquiryDetail }) {
  const nameOf = (lineId: number) => detail.lines.find((l) => l.id === lineId);
  return (
    <div className={classes.summary}>
      <p>
        报价单号 {quote.quoteNo}（第 {quote.revision} 版，{formatTime(quote.updatedAt)} 提交），含税合计{' '}
        <strong className={classes.money}>{formatPrice(quote.totalWithTax)}</strong>，有效期至{' '}
        {formatTime(quote.validUntil)}，状态：{RESULT[quote.result]}
      </p>
      <ul>
        {quote.lines.map((l) => (
          <li key={l.lineId}>
            {nameOf(l.lineId)?.name}：{formatPrice(l.unitPrice, nameOf(l.lineId)?.unit)}（
            {l.taxIncluded ? '含税' : '不含税'}），交货期 {l.deliveryDays} 天
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Quoting is over (deadline, award, withdrawal): the server's reason, and the company's quote if any. */
export function QuoteClosed({ detail }: { detail: InquiryDetail }) {
  const mine = useQuery({ ...myQuoteQuery(detail.id), enabled: detail.viewer.hasQuoted });
  return (
    <section className={classes.block} aria-labelledby="my-quote">
      <h2 id="my-quote" className={classes.blockTitle}>
        {detail.viewer.hasQuoted ? '我的报价' : '参与报价'}
      </h2>
      <p className={classes.closed} role="status">
        {detail.viewer.quoteBlockedReason || QUOTE_CLOSED}
      </p>
      {detail.viewer.hasQuoted &&
        (mine.data ? <QuoteSummary quote={mine.data} detail={detail} /> : <SkeletonRows rows={2} />)}
    </section>
  );
}

export function QuotePanel({ detail }: { detail: InquiryDetail }) {
  const flow = useQuoteFlow(detail);
  const refresh = useRefreshInquiry();
  const { phase } = flow;
  // 提交报价 done: the focus goes to its confirmation (docs/architecture.md, focus rules).
  const confirmation = useFocusOn<HTMLParagraphElement>(phase === 'saved' ? flow.quote?.updatedAt : null);
  // A saved quote or a closed flow changes what the detail says (quote count, the reason).
  useEffect(() => {
    if (phase === 'saved' || phase === 'closed') void refresh(detail.id);
  }, [phase, detail.id, refresh]);
  return (
    <section className={classes.block} aria-labelledby="my-quote" id="quote">
      <h2 id="my-quote" className={classes.blockTitle}>
        {flow.quote ? '我的报价' : '在线报价'}
      </h2>
      {phase === 'loading' && <SkeletonRows rows={4} />}
      {phase === 'failed' && (
        <p className={classes.formError} role="alert">
          报价加载失败：{flow.error}{' '}
          <Button variant="subtle" size="xs" onClick={flow.retry}>
            重新加载
          </Button>
        </p>
      )}
      {phase === 'closed' && (
        <p className={classes.closed} role="status">
          {flow.error || QUOTE_CLOSED}
        </p>
      )}
      {phase === 'saved' && flow.quote && (
        <>
          <p ref={confirmation} className={classes.success} role="status">
            报价已提交，截止前可随时修改。
          </p>
          <QuoteSummary quote={flow.quote} detail={detail} />
          <div className={classes.actions}>
            <Button variant="default" onClick={flow.revise}>
              修改报价
            </Button>
          </div>
        </>
      )}
      {(phase === 'editing' || phase === 'submitting') && (
        <>
          {flow.quote && (
            <p className={classes.hint}>
              您已于 {formatTime(flow.quote.updatedAt)} 提交第 {flow.quote.revision} 版报价，可修改后重新提交。
            </p>
          )}
          {detail.quoteMode === 'sealed' && (
            <p className={classes.hint}>密封报价：截止前采购方和其他供应商都看不到您的报价金额，截止后统一开启。</p>
          )}
          {detail.awardMode === 'whole' && (
            <p className={classes.hint}>整单定标：须对全部 {detail.lines.length} 项物料报价。</p>
          )}
          <QuoteForm detail={detail} flow={flow} />
        </>
      )}
    </section>
  );
}
