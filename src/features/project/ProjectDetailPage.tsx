// /findProject/detailNeedJ?id=: one package — its facts, 资质 and match, contact (masked for
// visitors) — and for members the application (lazy), for the publishing contractor its
// applicants with accept / decline (lazy). An unknown id is the 404 page (HTTP 404).
import { lazy, Suspense } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useLocation, useSearch } from 'wouter';
import type { ProjectDetail } from '../../api/project';
import { useSession } from '../../shared/actor';
import type { Loader } from '../../shared/query';
import { memberRoutes } from '../../shared/sections/member/routes';
import { projectRoutes } from '../../shared/sections/project/routes';
import { Breadcrumb } from '../../ui/Breadcrumb';
import { DataState, SkeletonRows } from '../../ui/DataState';
import { formatTime } from '../../ui/date';
import { Skeleton } from '../../ui/Skeleton';
import { MatchBadge, PackageNotFound, StatusBadge } from './common/badges';
import { projectDetailQuery, readId, viewerQuery } from './common/queries';
import { DetailFacts } from './detail/DetailFacts';
import classes from './detail/detail.module.css';
import { ComplaintButton } from '../../ui/ComplaintButton';

const ApplyPanel = lazy(() => import('./detail/ApplyPanel'));
const ApplicantsPanel = lazy(() => import('./detail/ApplicantsPanel'));

export const loader: Loader = async ({ client, search }) => {
  const id = readId(search);
  if (id === null) return { notFound: true };
  const detail = await client.fetchQuery(projectDetailQuery(id)).catch(() => undefined);
  return { notFound: detail === null };
};

function MemberPart({ d, pending }: { d: ProjectDetail; pending: boolean }) {
  const { loggedIn, checking } = useSession();
  const [path] = useLocation();
  const search = useSearch();
  if (checking || (loggedIn && pending)) return <SkeletonRows rows={2} />;
  if (!loggedIn) {
    return (
      <section className={classes.block} aria-labelledby="project-apply">
        <h2 id="project-apply">报名</h2>
        <p className={classes.note}>
          登录后可查看联系方式、资质匹配并在线报名。
          <Link href={memberRoutes.login.href(search ? `${path}?${search}` : path)} className={classes.loginLink}>
            登录后报名
          </Link>
        </p>
      </section>
    );
  }
  if (d.isOwner) {
    return (
      <section className={classes.block} aria-label="我发布的项目">
        <p className={classes.note}>这是贵公司发布的分包项目，下方可查看报名单位并选定分包单位。</p>
      </section>
    );
  }
  return (
    <Suspense fallback={<SkeletonRows rows={3} />}>
      <ApplyPanel d={d} />
    </Suspense>
  );
}

function Detail({ d, pending }: { d: ProjectDetail; pending: boolean }) {
  const { loggedIn } = useSession();
  return (
    <>
      <Breadcrumb
        trail={[
          { label: '项目对接', href: projectRoutes.project.href() },
          { label: '分包项目', href: projectRoutes.projectList.href() },
        ]}
        current={d.projectNo}
      />
      <header className={classes.head}>
        <h1>{d.projectName}</h1>
        <ComplaintButton objectKind="project" objectId={d.id} title={d.projectName} />
        <p className={classes.sub}>
          <StatusBadge code={d.statusCode} name={d.statusName} />
          <MatchBadge match={d.match} note={d.matchNote} />
          <span>项目编号 {d.projectNo}</span>
          <span>发布于 {formatTime(d.publishTime)}</span>
          <Link href={projectRoutes.projectCard.href({ id: d.id })}>分包卡片</Link>
          <Link href={projectRoutes.projectCity.href({ city: d.cityCode })}>{d.cityName}更多项目</Link>
        </p>
      </header>
      <div className={classes.layout}>
        <div className={classes.main}>
          <DetailFacts d={d} />
          {loggedIn && d.isOwner && (
            <Suspense fallback={<SkeletonRows rows={3} />}>
              <ApplicantsPanel packageId={d.id} open={d.statusCode === '2' || d.statusCode === '5'} />
            </Suspense>
          )}
        </div>
        <aside className={classes.aside} aria-label="报名">
          <MemberPart d={d} pending={pending} />
        </aside>
      </div>
    </>
  );
}

function DetailSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="分包项目加载中">
      <Skeleton height={28} mb={12} />
      <Skeleton height={16} width="60%" mb={20} />
      <Skeleton height={320} />
    </div>
  );
}

export default function ProjectDetailPage() {
  const id = readId(useSearch());
  const { loggedIn, userInfo } = useSession();
  const detail = useQuery({
    ...viewerQuery(projectDetailQuery(id ?? 0), userInfo?.companyId ?? null),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });
  if (id === null || detail.data === null) {
    return <PackageNotFound />;
  }
  return (
    <div className="page-column">
      <DataState state={detail} skeleton={<DetailSkeleton />}>
        {(d) => d && <Detail key={d.id} d={d} pending={detail.isPlaceholderData || (loggedIn && !userInfo)} />}
      </DataState>
    </div>
  );
}
