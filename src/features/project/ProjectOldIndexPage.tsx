// /findProject/old-index: the previous landing layout, kept so old links keep working. Same data
// as the landing (the statistics call), a simpler page: the figures in one line and the latest
// packages as a plain list, with the way to the current landing.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { Loader } from '../../shared/query';
import { projectRoutes } from '../../shared/sections/project/routes';
import { DataState, SkeletonRows } from '../../ui/DataState';
import { formatDay } from '../../ui/date';
import { formatWan } from '../../ui/price';
import { projectStatsQuery } from './common/queries';
import classes from './home/home.module.css';

export const loader: Loader = async ({ client }) => {
  await client.prefetchQuery(projectStatsQuery);
};

export default function ProjectOldIndexPage() {
  const stats = useQuery(projectStatsQuery);
  return (
    <div className="page-column">
      <div className={classes.hero}>
        <h1>找项目</h1>
        <p>
          这是旧版页面。<Link href={projectRoutes.project.href()}>进入新版项目对接</Link>
        </p>
      </div>
      <DataState state={stats} skeleton={<SkeletonRows rows={8} />}>
        {(s) => (
          <section className={classes.stats} aria-label="最新分包项目">
            <p>
              共 {s.total} 个分包项目，招募中 {s.open} 个，总金额 {Math.round(s.totalWan)} 万元，本月新增{' '}
              {s.newThisMonth} 个。
            </p>
            <ul className={classes.list}>
              {s.latest.map((p) => (
                <li key={p.id}>
                  <Link href={projectRoutes.projectDetail.href({ id: p.id })} className={classes.title}>
                    {p.projectName}
                  </Link>
                  <span className={classes.meta}>
                    {p.cityName} · {formatWan(p.budget)} · {formatDay(p.publishTime)}
                  </span>
                </li>
              ))}
            </ul>
            <Link href={projectRoutes.projectList.href()}>查看全部分包项目</Link>
          </section>
        )}
      </DataState>
    </div>
  );
}
