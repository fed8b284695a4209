// /findProject and /findProject/findProject-index (where the xm sub-site lands): the section's
// landing — statistics (count, total value in 万元, new this month, by category), the latest
// packages, the cities with the most recruiting packages and the news block, rendered on the
// server with the loader's data.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { Loader } from '../../shared/query';
import { projectRoutes } from '../../shared/sections/project/routes';
import { DataState, SkeletonRows } from '../../ui/DataState';
import { projectStatsQuery } from './common/queries';
import { HomeNews, homeNewsQuery, LatestPackages, TopCities } from './home/HomeLists';
import { HomeStats } from './home/HomeStats';
import classes from './home/home.module.css';

export const loader: Loader = async ({ client }) => {
  await Promise.all([client.prefetchQuery(projectStatsQuery), client.prefetchQuery(homeNewsQuery)]);
};

export default function ProjectHomePage() {
  const stats = useQuery(projectStatsQuery);
  return (
    <div className="page-column">
      <div className={classes.hero}>
        <h1>项目对接</h1>
        <p>专业分包与劳务分包项目一站对接：登记资质，自动匹配能接的项目，在线报名。</p>
        <Link href={projectRoutes.projectList.href()} className={classes.cta}>
          找分包项目
        </Link>
        <Link href={projectRoutes.projectPublish.href()} className={classes.ctaAlt}>
          发布分包项目
        </Link>
      </div>
      <DataState state={stats} skeleton={<SkeletonRows rows={8} height={32} />}>
        {(s) => (
          <>
            <HomeStats s={s} />
            <div className={classes.columns}>
              <LatestPackages s={s} />
              <div>
                <TopCities s={s} />
                <HomeNews />
              </div>
            </div>
          </>
        )}
      </DataState>
    </div>
  );
}
