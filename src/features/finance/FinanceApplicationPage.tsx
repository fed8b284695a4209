// /financial-service/my-application?id=: the member's own finance application — status, what the
// institution asked for or decided, every step — and, at 补充材料, the upload of what was asked.
// Another's or an unknown id: 404 (memberCheck on the server, the same answer in the browser).
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useSearch } from 'wouter';
import { APPLY_STATUS } from '../../api/finance-fields';
import { useSession } from '../../shared/actor';
import type { Loader } from '../../shared/query';
import { financeRoutes } from '../../shared/sections/finance/routes';
import { memberRoutes } from '../../shared/sections/member/routes';
import { Breadcrumb } from '../../ui/Breadcrumb';
import { DataState, SkeletonRows } from '../../ui/DataState';
import { NotFound } from '../../ui/NotFound';
import { ApplicationView } from './application/ApplicationView';
import { SupplementForm } from './application/SupplementForm';
import { myApplicationQuery, readId } from './common/queries';
import classes from './common/finance.module.css';

/** The server render as the session's member: an unknown id or another's application is a 404. */
export const memberCheck: Loader = async ({ client, search }) => {
  const id = readId(search);
  if (id === null) return { notFound: true };
  if ((await client.fetchQuery(myApplicationQuery(id)).catch(() => undefined)) === null) return { notFound: true };
};

const missing = (
  <NotFound
    title="该融资申请不存在"
    note="申请可能不属于当前登录的企业，或链接有误。"
    back={{ href: financeRoutes.finance.href(), label: '返回金融服务' }}
  />
);

function Application({ id }: { id: number }) {
  const found = useQuery(myApplicationQuery(id));
  if (found.data === null) return missing;
  return (
    <DataState state={found} skeleton={<SkeletonRows rows={6} />}>
      {(a) =>
        a && (
          <>
            <ApplicationView a={a} />
            {a.status === APPLY_STATUS.supplement && <SupplementForm a={a} />}
          </>
        )
      }
    </DataState>
  );
}

export default function FinanceApplicationPage() {
  const search = useSearch();
  const [path] = useLocation();
  const { loggedIn, checking } = useSession();
  const id = readId(search);
  if (id === null) return <div className="page-column">{missing}</div>;
  return (
    <div className="page-column">
      <Breadcrumb trail={[{ label: '金融服务', href: financeRoutes.finance.href() }]} current="我的融资申请" />
      {checking ? (
        <SkeletonRows rows={6} />
      ) : !loggedIn ? (
        <section className={classes.block}>
          <h1>我的融资申请</h1>
          <p>
            查看融资申请需要先登录。<Link href={memberRoutes.login.href(`${path}?${search}`)}>登录后查看</Link>
          </p>
        </section>
      ) : (
        <Application id={id} />
      )}
    </div>
  );
}
