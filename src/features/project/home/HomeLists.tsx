// The landing's lists: the latest packages, the cities with the most recruiting packages (each a
// link to its city page) and the news block (the first items of the news call).
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { ProjectStats } from '../../../api/project';
import { projectRoutes } from '../../../shared/sections/project/routes';
import { DataState, SkeletonRows } from '../../../ui/DataState';
import { formatDay } from '../../../ui/date';
import { formatWan } from '../../../ui/price';
import { Section } from '../../../ui/Section';
import { StatusBadge } from '../common/badges';
import { newsQuery } from '../common/queries';
import classes from './home.module.css';

export const homeNewsQuery = newsQuery('', 1);

export function LatestPackages({ s }: { s: ProjectStats }) {
  return (
    <Section title="最新分包项目" more={projectRoutes.projectList.href()}>
      <ul className={classes.list}>
        {s.latest.map((p) => (
          <li key={p.id}>
            <StatusBadge code={p.statusCode} name={p.statusName} />
            <Link href={projectRoutes.projectDetail.href({ id: p.id })} className={classes.title}>
              {p.projectName}
            </Link>
            <span className={classes.meta}>
              {p.cityName} · {p.categoryName} · {formatWan(p.budget)} · 截止 {formatDay(p.applyDeadline)}
            </span>
            <Link
              href={projectRoutes.projectCard.href({ id: p.id })}
              className={classes.meta}
              aria-label={`${p.projectName}的分包卡片`}
            >
              卡片
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function TopCities({ s }: { s: ProjectStats }) {
  return (
    <Section title="热门城市">
      <ul className={classes.cities}>
        {s.topCities.map((c) => (
          <li key={c.cityCode}>
            <Link href={projectRoutes.projectCity.href({ city: c.cityCode })}>
              {c.cityName}
              <small>
                {c.provinceName !== c.cityName ? `${c.provinceName} · ` : ''}招募中 {c.count} 个
              </small>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function HomeNews() {
  const news = useQuery(homeNewsQuery);
  return (
    <Section title="项目资讯" more={projectRoutes.projectNews.href()}>
      <DataState
        state={news}
        skeleton={<SkeletonRows rows={6} />}
        isEmpty={(p) => p.records.length === 0}
        emptyText="暂无资讯"
      >
        {(p) => (
          <ul className={classes.list}>
            {p.records.slice(0, 6).map((n) => (
              <li key={n.id}>
                <Link href={projectRoutes.projectNews.href({ id: n.id })} className={classes.title}>
                  {n.title}
                </Link>
                <span className={classes.meta}>{formatDay(n.publishTime)}</span>
              </li>
            ))}
          </ul>
        )}
      </DataState>
    </Section>
  );
}
