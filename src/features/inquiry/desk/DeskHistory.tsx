// 我的报价: every quote of the supplier company with its outcome (已报价 / 已修改 / 已中标 /
// 未中标 / 已失效), its own 含税 total and what it won, the totals over all quotes above, and an
// outcome filter (in the URL); each quote opens its revisions (修改记录).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import '../../../ui/mantine-components';
import { NativeSelect } from '@mantine/core';
import { inquiryDesk, QUOTE_OUTCOME_NAMES, QUOTE_OUTCOMES, type QuoteOutcome } from '../../../api/inquiry-desk';
import type { InquiryDeskView } from '../../../shared/sections/inquiry/desk-view';
import { callQuery } from '../../../shared/query';
import { inquiryRoutes } from '../../../shared/sections/inquiry/routes';
import { DataState } from '../../../ui/DataState';
import { Pager } from '../../../ui/Pager';
import { formatPrice } from '../../../ui/price';
import { formatTime } from '../../../ui/date';
import { QuoteRevisions } from '../quote/QuoteRevisions';
import classes from '../detail/detail.module.css';

export function HistoryList({
  view,
  go,
  onPage,
}: {
  view: InquiryDeskView;
  go: (patch: Partial<InquiryDeskView>) => void;
  onPage: (n: number) => void;
}) {
  const list = useQuery({
    ...callQuery(inquiryDesk.myQuotes, { outcome: view.outcome, current: view.current, size: 10 }),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
  return (
    <>
      <div className={classes.toolbar}>
        <NativeSelect
          label="报价结果"
          size="xs"
          className={classes.filter}
          data={[
            { value: '', label: '全部' },
            ...QUOTE_OUTCOMES.map((o) => ({ value: o, label: QUOTE_OUTCOME_NAMES[o] })),
          ]}
          value={view.outcome ?? ''}
          onChange={(e) => go({ outcome: (e.currentTarget.value || null) as QuoteOutcome | null })}
        />
      </div>
      <DataState state={list} isEmpty={(d) => d.totals.quotes === 0} emptyText="暂无报价记录，去「待我报价」参与报价">
        {({ page, totals }) => (
          <>
            <dl className={classes.totals} aria-label="报价统计">
              <div>
                <dt>报价总数</dt>
                <dd>{totals.quotes} 单</dd>
              </div>
              <div>
                <dt>进行中</dt>
                <dd>{totals.open} 单</dd>
              </div>
              <div>
                <dt>中标 / 未中标 / 失效</dt>
                <dd>
                  {totals.won} / {totals.lost} / {totals.expired}
                </dd>
              </div>
              <div>
                <dt>报价金额合计</dt>
                <dd>{formatPrice(totals.quotedAmount)}</dd>
              </div>
              <div>
                <dt>中标金额合计</dt>
                <dd className={classes.money}>{formatPrice(totals.wonAmount)}</dd>
              </div>
            </dl>
            {page.records.length === 0 ? (
              <p className={classes.note}>没有该结果的报价</p>
            ) : (
              <ul className={classes.rows}>
                {page.records.map((r) => (
                  <li key={r.quoteId} className={classes.row}>
                    <div className={classes.rowMain}>
                      <Link href={inquiryRoutes.inquiryDetail.href({ id: r.inquiryId })} className={classes.rowTitle}>
                        {r.title}
                      </Link>
                      <span className={classes.state} data-outcome={r.outcome}>
                        {r.outcomeName}
                      </span>
                    </div>
                    <p className={classes.rowMeta}>
                      <span>{r.quoteNo}</span>
                      <span>{r.buyerName}</span>
                      <span>
                        报价 {r.quotedLines}/{r.lineCount} 项，第 {r.revision} 版
                      </span>
                      <span>更新 {formatTime(r.updatedAt)}</span>
                      <span>截止 {formatTime(r.deadline)}</span>
                    </p>
                    <p className={classes.rowNote}>
                      我的报价（含税）{formatPrice(r.totalWithTax)}
                      {r.wonAmount > 0 && <>，中标金额 {formatPrice(r.wonAmount)}</>}{' '}
                      <QuoteRevisions quoteId={r.quoteId} revision={r.revision} />
                    </p>
                  </li>
                ))}
              </ul>
            )}
            <Pager total={page.total} pages={page.pages} current={page.current} onPage={onPage} />
          </>
        )}
      </DataState>
    </>
  );
}
