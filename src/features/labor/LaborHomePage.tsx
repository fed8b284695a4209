// /labor-services: the labour landing (also where the lw sub-site lands): a search box, the
// speciality tree as a menu, hot trades, featured recruit posts (featured recruit call), workers
// looking for work (member call) and the 10 featured labour businesses (business call).
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'wouter';
import { labor } from '../../api/labor';
import { callQuery, type Loader } from '../../shared/query';
import { laborRoutes } from '../../shared/sections/labor/routes';
import { jobList } from '../../shared/sections/labor/views';
import { DataState, SkeletonRows } from '../../ui/DataState';
import { LaborTabs } from './common/LaborTabs';
import { treeQuery } from './common/queries';
import { SearchBox } from './common/SearchBox';
import { CompanyCards, HotTrades, JobCards, TreeMenu, WorkerCards } from './home/HomeBlocks';
import classes from './common/labor.module.css';

const recruitQuery = callQuery(labor.featuredRecruit, { size: 8 });
const workersQuery = callQuery(labor.member, { size: 8 });
const businessQuery = callQuery(labor.business, {});
const hotQuery = callQuery(labor.hotBusiness, {});

export const loader: Loader = async ({ client }) => {
  await Promise.all(
    [recruitQuery, workersQuery, businessQuery, hotQuery, treeQuery].map((q) =>
      client.prefetchQuery(q as typeof hotQuery),
    ),
  );
};

function Block({
  id,
  title,
  more,
  children,
}: {
  id: string;
  title: string;
  more?: { href: string; label: string };
  children: ReactNode;
}) {
  return (
    <section className={classes.section} aria-labelledby={id}>
      <div className={classes.sectionHead}>
        <h2 id={id}>{title}</h2>
        {more && <Link href={more.href}>{more.label}</Link>}
      </div>
      {children}
    </section>
  );
}

export default function LaborHomePage() {
  const [, navigate] = useLocation();
  const tree = useQuery(treeQuery);
  const recruit = useQuery(recruitQuery);
  const workers = useQuery(workersQuery);
  const business = useQuery(businessQuery);
  const hot = useQuery(hotQuery);
  return (
    <div className="page-column">
      <h1 className={classes.title}>找人 · 建筑劳务服务</h1>
      <LaborTabs />
      <SearchBox
        label="搜索招工"
        placeholder="搜工种、项目或用工单位，如：钢筋工"
        initial=""
        onSearch={(keyword) => navigate(jobList.link(keyword ? { keyword } : {}))}
      />
      <div className={classes.layout}>
        <div>
          <Block id="labor-recruit" title="最新招工" more={{ href: laborRoutes.laborWork.href(), label: '更多招工' }}>
            <DataState state={recruit} skeleton={<SkeletonRows rows={4} height={60} />} emptyText="暂无招工信息">
              {(jobs) => <JobCards jobs={jobs} />}
            </DataState>
          </Block>
          <Block id="labor-workers" title="工人找活" more={{ href: laborRoutes.laborWorker.href(), label: '更多工人' }}>
            <DataState state={workers} skeleton={<SkeletonRows rows={4} height={60} />} emptyText="暂无找活工人">
              {(list) => <WorkerCards workers={list} />}
            </DataState>
          </Block>
          <Block
            id="labor-business"
            title="推荐劳务企业"
            more={{ href: laborRoutes.laborCompany.href(), label: '更多劳务公司' }}
          >
            <DataState state={business} skeleton={<SkeletonRows rows={4} height={60} />} emptyText="暂无劳务企业">
              {(list) => <CompanyCards companies={list} />}
            </DataState>
          </Block>
        </div>
        <aside aria-label="工种导航">
          <Block id="labor-hot" title="热门工种">
            <DataState state={hot} skeleton={<SkeletonRows rows={3} />} emptyText="暂无数据">
              {(list) => <HotTrades hot={list} />}
            </DataState>
          </Block>
          <Block id="labor-tree" title="全部工种">
            <DataState state={tree} skeleton={<SkeletonRows rows={8} />}>
              {(t) => <TreeMenu tree={t} />}
            </DataState>
          </Block>
          <p>
            <Link href={laborRoutes.laborTeam.href()}>找班组</Link> ·{' '}
            <Link href={laborRoutes.laborPublish.href({ kind: 'team' })}>发布班组</Link>
          </p>
        </aside>
      </div>
    </div>
  );
}
