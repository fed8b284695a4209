// What the four detail pages share: the 404 for an unknown id, the skeleton, the section tabs
// and the breadcrumb.
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { laborRoutes } from '../../../shared/sections/labor/routes';
import { Breadcrumb } from '../../../ui/Breadcrumb';
import { DataState } from '../../../ui/DataState';
import { NotFound } from '../../../ui/NotFound';
import { Skeleton } from '../../../ui/Skeleton';
import { LaborTabs } from '../common/LaborTabs';

interface Props<T> {
  id: number | null;
  query: UseQueryResult<T | null>;
  missing: string;
  back: { href: string; label: string };
  current: (d: T) => string;
  children: (d: T) => ReactNode;
}

export function DetailShell<T>({ id, query, missing, back, current, children }: Props<T>) {
  if (id === null || query.data === null)
    return <NotFound title={missing} note="信息可能已关闭或链接有误。" back={back} />;
  return (
    <div className="page-column">
      <LaborTabs />
      <DataState
        state={query}
        skeleton={
          <div role="status" aria-busy="true" aria-label="加载中">
            <Skeleton height={28} mb={12} />
            <Skeleton height={240} />
          </div>
        }
      >
        {(d) =>
          d && (
            <>
              <Breadcrumb trail={[{ label: '找人', href: laborRoutes.labor.href() }, back]} current={current(d)} />
              {children(d)}
            </>
          )
        }
      </DataState>
    </div>
  );
}
