// The desk's two lists: the company's own inquiries in every state (links to the detail, its
// comparison, or back into the wizard for drafts), and the open inquiries it may quote on with
// its own quote's status. Each refetches when shown: the member's own writes change them.
import type { ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import '../../../ui/mantine-components';
import { NativeSelect } from '@mantine/core';
import { inquiry, type InquiryCard } from '../../../api/inquiry';
import { INQUIRY_STATE_NAMES, INQUIRY_STATES } from '../../../api/inquiry-rules';
import type { Page } from '../../../api/define';
import type { InquiryDeskView } from '../../../shared/sections/inquiry/desk-view';
import { callQuery } from '../../../shared/query';
import { inquiryRoutes } from '../../../shared/sections/inquiry/routes';
import { DataState, type QueryState } from '../../../ui/DataState';
import { Pager } from '../../../ui/Pager';
import { formatPrice } from '../../../ui/price';
import { formatTime } from '../../../ui/date';
import { StateTag, VerifiedBadge } from '../detail/DetailFacts';
import classes from '../detail/detail.module.css';

const SIZE = 10;
type Go = (patch: Partial<InquiryDeskView>) => void;

function Meta({ c }: { c: InquiryCard }) {
  return (
    <p className={classes.rowMeta}>
      <span>{c.inquiryNo}</span>
      <span>{c.mainItem}</span>
      <span>
        {c.provinceName} {c.cityName}
      </span>
      <span>截止 {formatTime(c.deadline)}</span>
      <span>报价 {c.quoteCount} 家</span>
    </p>
  );
}

/** A desk list's page: the last one kept while the next loads, fetched again whenever shown. */
const DESK_PAGE = { placeholderData: keepPreviousData, refetchOnMount: 'always' } as const;

interface Filter {
  label: string;
  data: { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
}

/** A desk list: its filter (a select) above, one row per record, the pager below. */
function DeskList<C extends { id: number }>(props: {
  filter: Filter;
  list: QueryState<Page<C>>;
  emptyText: string;
  row: (c: C) => ReactNode;
  onPage: (n: number) => void;
}) {
  return (
    <>
      <div className={classes.toolbar}>
        <NativeSelect
          label={props.filter.label}
          size="xs"
          className={classes.filter}
          data={props.filter.data}
          value={props.filter.value}
          onChange={(e) => props.filter.onChange(e.currentTarget.value)}
        />
      </div>
      <DataState state={props.list} isEmpty={(p) => p.records.length === 0} emptyText={props.emptyText}>
        {(p) => (
          <>
            <ul className={classes.rows}>
              {p.records.map((c) => (
                <li key={c.id} className={classes.row}>
                  {props.row(c)}
                </li>
              ))}
            </ul>
            <Pager total={p.total} pages={p.pages} current={p.current} onPage={props.onPage} />
          </>
        )}
      </DataState>
    </>
  );
}

export function MineList({ view, go, onPage }: { view: InquiryDeskView; go: Go; onPage: (n: number) => void }) {
  const list = useQuery({
    ...callQuery(inquiry.mine, { state: view.state, current: view.current, size: SIZE }),
    ...DESK_PAGE,
  });
  return (
    <DeskList
      list={list}
      onPage={onPage}
      emptyText="暂无询价，点击「发布询价」开始采购"
      filter={{
        label: '状态',
        data: [
          { value: '', label: '全部状态' },
          ...INQUIRY_STATES.map((s) => ({ value: s, label: INQUIRY_STATE_NAMES[s] })),
        ],
        value: view.state ?? '',
        onChange: (v) => go({ state: (v || null) as InquiryDeskView['state'] }),
      }}
      row={(c) => {
        const editable = c.state === 'draft' || c.state === 'rejected';
        const detail = inquiryRoutes.inquiryDetail.href({ id: c.id });
        return (
          <>
            <div className={classes.rowMain}>
              <Link
                href={editable ? inquiryRoutes.inquiryPublish.href({ id: c.id }) : detail}
                className={classes.rowTitle}
              >
                {c.title}
              </Link>
              <StateTag state={c.state} name={c.stateName} />
            </div>
            <Meta c={c} />
            {c.reviewNote && <p className={classes.rowNote}>审核意见：{c.reviewNote}</p>}
            <div className={classes.rowActions}>
              {editable && (
                <Link href={inquiryRoutes.inquiryPublish.href({ id: c.id })}>
                  编辑{c.state === 'draft' ? '草稿' : '后重新提交'}
                </Link>
              )}
              {!editable && c.quoteCount > 0 && (
                <Link href={`${detail}#comparison`}>{c.state === 'closed' ? '查看定标' : '查看比价'}</Link>
              )}
              {!editable && <Link href={detail}>查看详情</Link>}
            </div>
          </>
        );
      }}
    />
  );
}

const QUOTED = [
  { value: 'all', label: '全部' },
  { value: 'unquoted', label: '未报价' },
  { value: 'quoted', label: '已报价' },
] as const;

export function QuoteList({ view, go, onPage }: { view: InquiryDeskView; go: Go; onPage: (n: number) => void }) {
  const list = useQuery({
    ...callQuery(inquiry.supplierRequirements, { quoted: view.quoted, current: view.current, size: SIZE }),
    ...DESK_PAGE,
  });
  return (
    <DeskList
      list={list}
      onPage={onPage}
      emptyText="暂无待报价的询价"
      filter={{
        label: '报价情况',
        data: QUOTED.map((q) => ({ ...q })),
        value: view.quoted,
        onChange: (v) => go({ quoted: v as InquiryDeskView['quoted'] }),
      }}
      row={(c) => {
        const detail = inquiryRoutes.inquiryDetail.href({ id: c.id });
        return (
          <>
            <div className={classes.rowMain}>
              <Link href={detail} className={classes.rowTitle}>
                {c.title}
              </Link>
              <span className={c.myQuote ? classes.quotedTag : classes.unquotedTag}>
                {c.myQuote ? '已报价' : '未报价'}
              </span>
            </div>
            <p className={classes.rowMeta}>
              <span>
                {c.buyer.name} <VerifiedBadge verified={c.buyer.verified} />
              </span>
            </p>
            <Meta c={c} />
            {c.matchReasons.length > 0 && (
              <p className={classes.rowMeta} aria-label="匹配原因">
                {c.matchReasons.map((r) => (
                  <span key={r} className={classes.matchTag}>
                    {r}
                  </span>
                ))}
              </p>
            )}
            {c.myQuote && (
              <p className={classes.rowNote}>
                我的报价：含税合计 {formatPrice(c.myQuote.totalWithTax)}（第 {c.myQuote.revision} 版，
                {formatTime(c.myQuote.updatedAt)}）
              </p>
            )}
            <div className={classes.rowActions}>
              <Link href={`${detail}#quote`}>{c.myQuote ? '修改报价' : '去报价'}</Link>
            </div>
          </>
        );
      }}
    />
  );
}
