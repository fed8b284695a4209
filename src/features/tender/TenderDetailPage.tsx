// /preferentialInquiry/tenderDetail?id=: the tender's facts, its legal-clock timeline and, for
// members, registration and the margin (a lazy part: visitors never load it). Contact details
// are masked for visitors. An unknown id is the 404 page (HTTP 404 from the server render).
import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useSearch } from 'wouter';
import type { TenderDetail } from '../../api/tender';
import { useSession } from '../../shared/actor';
import type { Loader } from '../../shared/query';
import { inquiryRoutes } from '../../shared/sections/inquiry/routes';
import { memberRoutes } from '../../shared/sections/member/routes';
import { tenderRoutes } from '../../shared/sections/tender/routes';
import { DataState, SkeletonRows } from '../../ui/DataState';
import { NotFound } from '../../ui/NotFound';
import { Skeleton } from '../../ui/Skeleton';
import { formatTime } from '../../ui/date';
import { Breadcrumb } from '../../ui/Breadcrumb';
import { StatusBadge } from './common/badges';
import { PartyName } from '../../ui/PartyName';
import { DetailFacts } from './detail/DetailFacts';
import { timeLeft } from './common/format';
import { tenderDetailQuery } from './common/queries';
import { Timeline } from './detail/Timeline';
import { ProgressPanel } from './detail/ProgressPanel';
import { IcsLink } from './common/IcsLink';
import classes from './detail/detail.module.css';
import { ComplaintButton } from '../../ui/ComplaintButton';

const MarginPanel = lazy(() => import('./detail/MarginPanel'));

/** A positive integer id, else null (the page is then the 404). */
export function readTenderId(search: string | URLSearchParams): number | null {
  const raw = new URLSearchParams(search).get('id') ?? '';
  const n = Number(raw);
  return /^\d{1,10}$/.test(raw) && n >= 1 && n <= 2_147_483_647 ? n : null;
}

export const loader: Loader = async ({ client, search }) => {
  const id = readTenderId(search);
  if (id === null) return { notFound: true };
  const detail = await client.fetchQuery(tenderDetailQuery(id)).catch(() => undefined);
  return { notFound: detail === null };
};

function MemberPart({ tenderId }: { tenderId: number }) {
  const { loggedIn, checking } = useSession();
  const [path] = useLocation();
  const search = useSearch();
  if (checking) return <SkeletonRows rows={2} />;
  if (!loggedIn) {
    return (
      <section className={classes.block} aria-labelledby="tender-margin">
        <h2 id="tender-margin">报名与投标保证金</h2>
        <p className={classes.reason}>
          登录后即可报名、上传投标保证金凭证并密封投标。
          <Link href={memberRoutes.login.href(search ? `${path}?${search}` : path)} className={classes.loginLink}>
            登录后报名
          </Link>
        </p>
      </section>
    );
  }
  return (
    <Suspense fallback={<SkeletonRows rows={3} />}>
      <MarginPanel tenderId={tenderId} />
    </Suspense>
  );
}

function Detail({ detail: d }: { detail: TenderDetail }) {
  const [now] = useState(() => Date.parse(d.serverTime));
  const left = timeLeft(d.bidDeadline, now);
  return (
    <>
      <Breadcrumb
        trail={[
          { label: '优惠询价', href: inquiryRoutes.inquiry.href() },
          { label: '招标公告', href: tenderRoutes.tenders.href() },
        ]}
        current={d.tenderNo}
      />
      <header className={classes.head}>
        <h1>{d.title}</h1>
        <ComplaintButton objectKind="tender" objectId={d.id} title={d.title} />
        <p className={classes.sub}>
          <StatusBadge code={d.statusCode} name={d.statusName} />
          <span>招标编号 {d.tenderNo}</span>
          <PartyName party={d.purchaser} />
          <span>发布于 {formatTime(d.publishTime)}</span>
          <span className={classes.left}>{left ? `开标倒计时：${left}` : '已开标'}</span>
          <IcsLink tenders={[d]} fileName={`${d.tenderNo}.ics`} now={now} />
        </p>
      </header>
      <div className={classes.layout}>
        <div className={classes.main}>
          <DetailFacts detail={d} />
          <Timeline detail={d} />
          <ProgressPanel tenderId={d.id} />
        </div>
        <aside className={classes.aside} aria-label="报名">
          <MemberPart tenderId={d.id} />
        </aside>
      </div>
    </>
  );
}

function DetailSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="招标详情加载中">
      <Skeleton height={28} mb={12} />
      <Skeleton height={16} width="60%" mb={20} />
      <Skeleton height={320} />
    </div>
  );
}

export default function TenderDetailPage() {
  const id = readTenderId(useSearch());
  const detail = useQuery({ ...tenderDetailQuery(id ?? 0), enabled: id !== null });
  if (id === null || detail.data === null) {
    return (
      <NotFound
        title="该招标项目不存在"
        note="项目可能已撤下或链接有误。"
        back={{ href: tenderRoutes.tenders.href(), label: '查看其他招标' }}
      />
    );
  }
  return (
    <div className="page-column">
      <DataState state={detail} skeleton={<DetailSkeleton />}>
        {(d) => d && <Detail key={d.id} detail={d} />}
      </DataState>
    </div>
  );
}
