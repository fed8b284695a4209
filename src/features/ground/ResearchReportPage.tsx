// /researchReport: market reports (周报 / 月报 / 专题) by keyword, material, region and date, the
// newest first, 10 a page; ?id= opens one report: its price-index chart (a chart chunk loaded only
// here, in the browser) and the full text for members — visitors read the summary and 登录查看全文
// (login → back). An unknown report id is the 404 page (HTTP 404).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { ReportDetail } from '../../api/ground-reports';
import { useSession } from '../../shared/actor';
import { useListView } from '../../shared/list-view';
import type { Loader } from '../../shared/query';
import { groundRoutes } from '../../shared/sections/ground/routes';
import { memberRoutes } from '../../shared/sections/member/routes';
import { reportList, reportQueryOf, type ReportView } from '../../shared/sections/ground/views';
import { Breadcrumb } from '../../ui/Breadcrumb';
import { DataState, SkeletonRows } from '../../ui/DataState';
import { NotFound } from '../../ui/NotFound';
import { ListBody, type ResultsText } from '../../ui/ListBody';
import { ListPageHead } from '../../ui/ListPageHead';
import { formatTime } from '../../ui/date';
import classes from './common/ground.module.css';
import { reportPageQuery, reportQuery } from './common/queries';
import { ReportFilters, ReportRows } from './reports/ReportList';

const IndexChart = lazy(() => import('./reports/IndexChart'));
const RESULTS: ResultsText = { unit: '篇报告', empty: '没有符合条件的报告', skeleton: [6, 80] };

export const loader: Loader = async ({ client, search }) => {
  const { view } = reportList.read(search);
  if (view.id === null) {
    await client.prefetchQuery(reportPageQuery(reportQueryOf(view)));
    return;
  }
  const r = await client.fetchQuery(reportQuery(view.id)).catch(() => undefined);
  return { notFound: r === null };
};

function Report({ r, view }: { r: ReportDetail; view: ReportView }) {
  const { loggedIn } = useSession();
  const [path] = useLocation();
  const search = useSearch();
  const [client, setClient] = useState(false);
  useEffect(() => setClient(true), []);
  return (
    <article>
      <Breadcrumb trail={[{ label: '研究报告', href: reportList.href({ ...view, id: null }) }]} current={r.title} />
      <header className={classes.head}>
        <h1>{r.title}</h1>
        <span className={classes.count}>
          {r.kindName} · {r.materialName} · {r.regionName} · {formatTime(r.publishTime)} · 浏览 {r.views}
        </span>
      </header>
      <section className={classes.block} aria-labelledby="index-title">
        <h2 id="index-title">价格指数</h2>
        <div className={classes.chart}>
          {client ? (
            <Suspense fallback={<SkeletonRows rows={1} height={240} />}>
              <IndexChart material={r.indexMaterial} provinceCode={r.provinceCode} />
            </Suspense>
          ) : (
            <SkeletonRows rows={1} height={240} />
          )}
        </div>
      </section>
      <section className={classes.block} aria-labelledby="body-title">
        <h2 id="body-title">{r.body ? '正文' : '摘要'}</h2>
        {r.body ? (
          r.body.map((p, i) => <p key={i}>{p}</p>)
        ) : (
          <>
            <p>{r.summary}</p>
            <p className={classes.lock}>
              全文仅对登录会员开放。
              {!loggedIn && (
                <Link href={memberRoutes.login.href(search ? `${path}?${search}` : path)} className={classes.login}>
                  登录查看全文
                </Link>
              )}
            </p>
          </>
        )}
      </section>
      <p>
        <Link href={groundRoutes.materialMap.href()}>查看材料价格地图 →</Link>
      </p>
    </article>
  );
}

function ReportPage({ id, view }: { id: number; view: ReportView }) {
  const report = useQuery(reportQuery(id));
  const { loggedIn } = useSession();
  const locked = report.data?.body === null;
  const { refetch } = report;
  useEffect(() => {
    if (loggedIn && locked) void refetch();
  }, [loggedIn, locked, refetch]);
  if (report.data === null)
    return (
      <NotFound
        title="该报告不存在或已下线"
        note="报告可能已下线或链接有误。"
        back={{ href: groundRoutes.researchReport.href(), label: '查看其他报告' }}
      />
    );
  return <DataState state={report}>{(r) => r && <Report r={r} view={view} />}</DataState>;
}

export default function ResearchReportPage() {
  const lv = useListView(reportList);
  const { view } = lv;
  const list = useQuery({
    ...reportPageQuery(reportQueryOf(view)),
    placeholderData: keepPreviousData,
    enabled: view.id === null,
  });
  if (view.id !== null)
    return (
      <div className="page-column">
        <ReportPage id={view.id} view={view} />
      </div>
    );
  return (
    <div className="page-column">
      <Breadcrumb trail={[{ label: '地材地图', href: groundRoutes.groundMap.href() }]} current="研究报告" />
      <ListPageHead title="研究报告" total={list.data?.total} unit="篇" classes={classes}>
        <Link href={groundRoutes.materialMap.href()} className={classes.linkButton}>
          材料价格地图
        </Link>
      </ListPageHead>
      <ListBody of={lv} filters={ReportFilters} state={list} text={RESULTS}>
        {(p) => <ReportRows records={p.records} view={view} />}
      </ListBody>
    </div>
  );
}
