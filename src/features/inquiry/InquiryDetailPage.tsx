// /preferentialInquiry/inquiryDetail?id=: one inquiry with its terms, buyer and line items
// (DetailFacts). Members get their part from a lazily loaded module (DetailMember): the quote
// form for suppliers, the quote comparison, award and withdrawal for the buyer's company.
// An unknown id is the 404 page (HTTP 404 from the server render).
import { lazy, Suspense } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { InquiryDetail } from '../../api/inquiry';
import { useSession } from '../../shared/actor';
import type { Loader } from '../../shared/query';
import { inquiryRoutes } from '../../shared/sections/inquiry/routes';
import { memberRoutes } from '../../shared/sections/member/routes';
import { DataState, SkeletonRows } from '../../ui/DataState';
import { NotFound } from '../../ui/NotFound';
import { Skeleton } from '../../ui/Skeleton';
import { Breadcrumb } from '../../ui/Breadcrumb';
import { DetailHead, DetailLines } from './detail/DetailFacts';
import { detailQuery, readInquiryId, useInquiryDetail } from './detail/detail-queries';
import classes from './detail/detail.module.css';
import { ComplaintButton } from '../../ui/ComplaintButton';

const DetailMember = lazy(() => import('./detail/DetailMember'));

export const loader: Loader = async ({ client, search }) => {
  const id = readInquiryId(search);
  if (id === null) return { notFound: true };
  const found = await client.fetchQuery(detailQuery(id)).catch(() => undefined);
  return { notFound: found === null };
};

function VisitorCall() {
  const [path] = useLocation();
  const search = useSearch();
  return (
    <section className={classes.block} aria-labelledby="quote-call">
      <h2 id="quote-call" className={classes.blockTitle}>
        参与报价
      </h2>
      <p className={classes.note}>
        供应商登录后即可按物料在线报价，截止前可随时修改。
        <Link href={memberRoutes.login.href(search ? `${path}?${search}` : path)} className={classes.loginLink}>
          登录后报价
        </Link>
      </p>
    </section>
  );
}

const TRAIL = [
  { label: '优惠询价', href: inquiryRoutes.inquiry.href() },
  { label: '询价大厅', href: inquiryRoutes.inquiryMore.href() },
];

function Detail({ d, member }: { d: InquiryDetail; member: boolean }) {
  const { loggedIn } = useSession();
  return (
    <>
      <Breadcrumb trail={TRAIL} current={d.title} />
      <DetailHead d={d} />
      <ComplaintButton objectKind="inquiry" objectId={d.id} title={d.title} />
      <DetailLines d={d} />
      {member ? (
        <Suspense fallback={<SkeletonRows rows={4} />}>
          <DetailMember detail={d} />
        </Suspense>
      ) : (
        !loggedIn && d.state === 'published' && <VisitorCall />
      )}
    </>
  );
}

function DetailSkeleton() {
  return (
    <div className={classes.head} role="status" aria-busy="true" aria-label="询价加载中">
      <Skeleton height={28} width="60%" mb={12} />
      <Skeleton height={16} width="40%" mb={20} />
      <Skeleton height={120} mb={16} />
      <Skeleton height={160} />
    </div>
  );
}

export default function InquiryDetailPage() {
  const id = readInquiryId(useSearch());
  const { query, pending, member } = useInquiryDetail(id);
  if (id === null || (query.data === null && !pending)) {
    return (
      <NotFound
        title="该询价不存在或已删除"
        note="询价可能已被撤回或链接有误。"
        back={{ href: inquiryRoutes.inquiryMore.href(), label: '去询价大厅看看' }}
      />
    );
  }
  return (
    <div className="page-column">
      {/* a member's answer replaces the visitor's in place (no skeleton in between) */}
      <DataState
        state={{ data: query.data, error: query.error, isPending: query.isPending, refetch: query.refetch }}
        skeleton={<DetailSkeleton />}
        isEmpty={() => false}
      >
        {(d) => (d ? <Detail key={d.id} d={d} member={member} /> : <DetailSkeleton />)}
      </DataState>
    </div>
  );
}
