// The landing's blocks: the statistics strip, the category tree as links, the top machines,
// the latest supply and demands, and industry news.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { DEVICE_CATEGORIES } from '../../../api/devices-dicts';
import { devicesRoutes } from '../../../shared/sections/devices/routes';
import { DataState, SkeletonRows } from '../../../ui/DataState';
import { Img } from '../../../ui/Img';
import { Section } from '../../../ui/Section';
import { formatDay } from '../../../ui/date';
import { formatPrice } from '../../../ui/price';
import { placeText, rentText } from '../common/format';
import { latestNeedsQuery, latestSupplyQuery, newsListQuery, statisticsQuery, topQuery } from '../common/queries';
import common from '../common/devices.module.css';
import classes from './home.module.css';

export const NEWS_QUERY = newsListQuery({ moduleCode: 'industry', size: 6 });

export function HomeStats() {
  const stats = useQuery(statisticsQuery);
  return (
    <Section title="平台设备数据">
      <DataState state={stats} skeleton={<SkeletonRows rows={1} height={56} />}>
        {(s) => (
          <ul className={classes.stats}>
            {(
              [
                [s.total, '设备总数（台）'],
                [s.supply, '出租信息'],
                [s.demand, '求租信息'],
                [s.companies, '入驻企业'],
                [s.monthNew, '本月新增'],
              ] as const
            ).map(([n, label]) => (
              <li key={label}>
                <strong>{n.toLocaleString('zh-CN')}</strong>
                <span>{label}</span>
              </li>
            ))}
          </ul>
        )}
      </DataState>
    </Section>
  );
}

export function HomeCategories() {
  return (
    <Section title="设备分类" more={devicesRoutes.deviceSupply.href()}>
      <ul className={classes.categories}>
        {DEVICE_CATEGORIES.map((c) => (
          <li key={c.code}>
            <strong>
              <Link href={devicesRoutes.deviceSupply.href({ categoryCode: c.code })}>{c.name}</Link>
            </strong>
            {c.types.map((t) => (
              <Link key={t.code} href={devicesRoutes.deviceSupply.href({ categoryCode: c.code, typeCode: t.code })}>
                {t.name}
              </Link>
            ))}
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function HomeTop() {
  const top = useQuery(topQuery);
  return (
    <Section title="热门设备" more={devicesRoutes.deviceSupply.href()}>
      <DataState state={top} skeleton={<SkeletonRows rows={2} height={160} />}>
        {(list) => (
          <ul className={classes.grid}>
            {list.map((c) => (
              <li key={c.id} className={classes.card}>
                <div className={classes.cardImage}>
                  <Img src={c.imageUrl} alt="" width={240} height={180} fluid />
                </div>
                <Link href={devicesRoutes.deviceCard.href(c)}>{c.title}</Link>
                <span className={common.price}>{rentText(c)}</span>
                <span>{placeText(c)}</span>
              </li>
            ))}
          </ul>
        )}
      </DataState>
    </Section>
  );
}

export function HomeLatest() {
  const supply = useQuery(latestSupplyQuery);
  const needs = useQuery(latestNeedsQuery);
  return (
    <div className={classes.columns}>
      <Section title="最新出租" more={devicesRoutes.deviceSupply.href()}>
        <DataState state={supply} skeleton={<SkeletonRows rows={8} />}>
          {(p) => (
            <ul className={classes.list}>
              {p.records.map((c) => (
                <li key={c.id}>
                  <Link href={devicesRoutes.deviceCard.href(c)}>{c.title}</Link>
                  <span>{rentText(c)}</span>
                </li>
              ))}
            </ul>
          )}
        </DataState>
      </Section>
      <Section title="最新求租">
        <DataState state={needs} skeleton={<SkeletonRows rows={8} />}>
          {(p) => (
            <ul className={classes.list}>
              {p.records.map((n) => (
                <li key={n.id}>
                  <Link href={devicesRoutes.deviceNeed.href(n)}>{n.title}</Link>
                  <span>
                    {n.cityName} · {n.budgetPrice === null ? '面议' : formatPrice(n.budgetPrice, n.rentModeName)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </DataState>
      </Section>
    </div>
  );
}

export function HomeNews() {
  const news = useQuery(NEWS_QUERY);
  return (
    <Section title="行业资讯" more={devicesRoutes.deviceNews.href()}>
      <DataState state={news} skeleton={<SkeletonRows rows={6} />}>
        {(p) => (
          <ul className={classes.list}>
            {p.records.map((n) => (
              <li key={n.id}>
                <Link href={devicesRoutes.deviceNews.href({ id: n.id })}>{n.title}</Link>
                <span>{formatDay(n.publishTime)}</span>
              </li>
            ))}
          </ul>
        )}
      </DataState>
    </Section>
  );
}
