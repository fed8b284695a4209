// /findProject/detailCity?city=: one city's pipeline — recruiting packages, the city's tenders
// still taking bids (from the tender data), recent awards, and package value by category per
// month (a chart loaded only on this page). An unknown city is the 404 page (HTTP 404).
import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearch } from 'wouter';
import type { ProjectCity } from '../../api/project';
import type { Loader } from '../../shared/query';
import { projectRoutes } from '../../shared/sections/project/routes';
import { tenderRoutes } from '../../shared/sections/tender/routes';
import { Breadcrumb } from '../../ui/Breadcrumb';
import { DataState, EmptyData, SkeletonRows } from '../../ui/DataState';
import { formatDay, formatTime } from '../../ui/date';
import { NotFound } from '../../ui/NotFound';
import { formatWan } from '../../ui/price';
import { Section } from '../../ui/Section';
import { projectCityQuery } from './common/queries';
import { ProjectRows } from './list/ProjectRows';
import classes from './city/city.module.css';
import common from './common/project.module.css';

const ValueChart = lazy(() => import('./city/ValueChart'));

const cityOf = (search: string) => {
  const c = new URLSearchParams(search).get('city') ?? '';
  return /^\d{6}$/.test(c) ? c : null;
};

export const loader: Loader = async ({ client, search }) => {
  const city = cityOf(search.toString());
  if (city === null) return { notFound: true };
  const data = await client.fetchQuery(projectCityQuery(city)).catch(() => undefined);
  return { notFound: data === null };
};

function City({ c }: { c: ProjectCity }) {
  return (
    <>
      <Breadcrumb trail={[{ label: '项目对接', href: projectRoutes.project.href() }]} current={c.cityName} />
      <header className={common.head}>
        <h1>{c.cityName}分包项目</h1>
        <span className={common.count}>
          {c.provinceName} · 招募中 {c.openCount} 个
        </span>
        <div className={common.headActions}>
          <Link
            href={projectRoutes.projectList.href({ provinceCode: c.provinceCode, cityCode: c.cityCode })}
            className={common.linkButton}
          >
            全部{c.cityName}项目
          </Link>
        </div>
      </header>
      <Section
        title="在招分包项目"
        more={projectRoutes.projectList.href({ provinceCode: c.provinceCode, cityCode: c.cityCode, status: '2' })}
      >
        {c.open.length ? <ProjectRows records={c.open} /> : <EmptyData text="该城市暂无招募中的分包项目" />}
      </Section>
      <div className={classes.grid}>
        <Section title="即将开标的招标">
          {c.tenders.length ? (
            <ul className={classes.list}>
              {c.tenders.map((t) => (
                <li key={t.id}>
                  <Link href={tenderRoutes.tenderDetail.href({ id: t.id })}>{t.title}</Link>
                  <span className={classes.meta}>
                    预算 {formatWan(t.budget)} · 开标 {formatTime(t.bidDeadline)}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <EmptyData text="暂无即将开标的招标" />
          )}
        </Section>
        <Section title="近期定标">
          {c.awards.length ? (
            <ul className={classes.list}>
              {c.awards.map((a) => (
                <li key={a.id}>
                  <Link href={projectRoutes.projectDetail.href({ id: a.id })}>{a.projectName}</Link>
                  <span className={classes.meta}>
                    中选：{a.winnerName} · {formatWan(a.budget)} · {formatDay(a.awardedAt)}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <EmptyData text="暂无定标结果" />
          )}
        </Section>
      </div>
      <Section title="分包金额走势（近六个月，万元）">
        <Suspense fallback={<SkeletonRows rows={4} height={40} />}>
          <ValueChart months={c.months} />
        </Suspense>
      </Section>
    </>
  );
}

export default function ProjectCityPage() {
  const city = cityOf(useSearch());
  const data = useQuery({ ...projectCityQuery(city ?? '000000'), enabled: city !== null });
  if (city === null || data.data === null) {
    return (
      <NotFound
        title="该城市不存在"
        note="请从项目对接首页的热门城市进入。"
        back={{ href: projectRoutes.project.href(), label: '返回项目对接' }}
      />
    );
  }
  return (
    <div className="page-column">
      <DataState state={data} skeleton={<SkeletonRows rows={10} height={40} />}>
        {(c) => c && <City c={c} />}
      </DataState>
    </div>
  );
}
