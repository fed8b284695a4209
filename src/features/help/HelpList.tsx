// The questions of the current query with expandable answers, and the pagination. A question
// that exactly matches the search words (a footer link) opens by itself.
import '../../ui/mantine-components';
import { Accordion, Pagination } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { cms, type HelpItem } from '../../api/cms';
import type { Page } from '../../api/define';
import { callQuery } from '../../shared/query';
import type { HelpView } from '../../shared/sections/help/routes';
import { DataState, SkeletonRows } from '../../ui/DataState';
import { CATEGORY_LABELS, HELP_PAGE_SIZE } from './labels';

type HelpQuery = HelpView;

export const helpQuery = (q: HelpView) =>
  callQuery(cms.helpCenterList, {
    categoryCode: q.categoryCode ?? undefined,
    problemContent: q.problemContent || undefined,
    current: q.current,
    size: HELP_PAGE_SIZE,
  });
import classes from './help.module.css';

function Questions({ page, query, onPage }: { page: Page<HelpItem>; query: HelpQuery; onPage: (p: number) => void }) {
  const match = page.records.find((r) => r.problemContent === query.problemContent);
  return (
    <>
      <p className={classes.count} role="status">
        共 {page.total} 个问题
      </p>
      <Accordion
        key={`${query.problemContent}|${page.current}`}
        defaultValue={match ? String(match.id) : null}
        variant="separated"
      >
        {page.records.map((item) => (
          <Accordion.Item key={item.id} value={String(item.id)}>
            <Accordion.Control>
              <span className={classes.question}>{item.problemContent}</span>
              <span className={classes.category}>
                {CATEGORY_LABELS[item.categoryCode as keyof typeof CATEGORY_LABELS] ?? ''}
              </span>
            </Accordion.Control>
            <Accordion.Panel>
              <div className={classes.answer}>{item.answerContent}</div>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      {page.pages > 1 && (
        <Pagination
          className={classes.pagination}
          total={page.pages}
          value={page.current}
          onChange={onPage}
          getItemProps={(p) => ({ 'aria-label': `第 ${p} 页` })}
          getControlProps={(c) => ({
            'aria-label': { first: '第一页', previous: '上一页', next: '下一页', last: '最后一页' }[c],
          })}
        />
      )}
    </>
  );
}

export function HelpList({ query, onPage }: { query: HelpQuery; onPage: (p: number) => void }) {
  const list = useQuery({ ...helpQuery(query), placeholderData: keepPreviousData });
  return (
    <DataState
      state={list}
      isEmpty={(p) => p.records.length === 0}
      emptyText={query.problemContent ? `没有找到与“${query.problemContent}”相关的问题，暂无数据` : '暂无数据'}
      skeleton={<SkeletonRows rows={6} height={44} />}
    >
      {(page) => <Questions page={page} query={query} onPage={onPage} />}
    </DataState>
  );
}
