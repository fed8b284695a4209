// The list pagination of the portal: 共 N 条 and the page buttons, labelled in Chinese for screen
// readers. Pages are buttons that call `onPage`; the page writes the number into its URL.
import './mantine-components';
import { Pagination } from '@mantine/core';
import classes from './list.module.css';

interface Props {
  total: number;
  pages: number;
  current: number;
  onPage: (page: number) => void;
  /** What is counted, e.g. 件商品, 家店铺. */
  unit?: string;
}

const CONTROL_LABELS = { first: '第一页', previous: '上一页', next: '下一页', last: '最后一页' } as const;

export function Pager({ total, pages, current, onPage, unit = '条' }: Props) {
  return (
    <nav className={classes.pager} aria-label="分页">
      <span className={classes.pagerTotal}>
        共 {total} {unit}
        {pages > 1 && `，第 ${current}/${pages} 页`}
      </span>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={Math.min(current, pages)}
          onChange={onPage}
          siblings={1}
          boundaries={1}
          size="sm"
          getItemProps={(p) => ({ 'aria-label': `第 ${p} 页` })}
          getControlProps={(c) => ({ 'aria-label': CONTROL_LABELS[c] })}
        />
      )}
    </nav>
  );
}
