// /financial-service/notice-detail?id=: one notice or rule (title, category, publish and
// effective time, paragraphs) with the previous and next of its kind. Unknown id → 404.
import { useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import type { Loader } from '../../shared/query';
import { financeRoutes } from '../../shared/sections/finance/routes';
import { Breadcrumb } from '../../ui/Breadcrumb';
import { DataState, SkeletonRows } from '../../ui/DataState';
import { NotFound } from '../../ui/NotFound';
import { noticeQuery, readId } from './common/queries';
import { NoticeArticle } from './common/NoticeArticle';

export const loader: Loader = async ({ client, search }) => {
  const id = readId(search);
  if (id === null) return { notFound: true };
  const n = await client.fetchQuery(noticeQuery(id)).catch(() => undefined);
  return { notFound: n === null };
};

export default function FinanceNoticePage() {
  const id = readId(useSearch());
  const notice = useQuery({ ...noticeQuery(id ?? 0), enabled: id !== null });
  if (id === null || notice.data === null) {
    return (
      <NotFound
        title="该公告不存在"
        note="公告可能已撤下或链接有误。"
        back={{ href: financeRoutes.finance.href(), label: '返回金融服务' }}
      />
    );
  }
  return (
    <div className="page-column">
      <DataState state={notice} skeleton={<SkeletonRows rows={8} />}>
        {(n) =>
          n && (
            <>
              <Breadcrumb
                trail={[{ label: '金融服务', href: financeRoutes.finance.href() }]}
                current={n.kind === 'rule' ? '平台规则' : '公告'}
              />
              <NoticeArticle
                n={n}
                hrefOf={(x) =>
                  n.kind === 'rule'
                    ? financeRoutes.financeRules.href({ id: x })
                    : financeRoutes.financeNotice.href({ id: x })
                }
              />
            </>
          )
        }
      </DataState>
    </div>
  );
}
