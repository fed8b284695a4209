// /sc: the sc site's home: banners, the city shortcut (?cityCode= narrows the page to a city),
// today's bid openings, live tenders per type, the latest notices, a member's saved searches, and
// the two apps.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { sc } from '../../api/sc';
import { useListView } from '../../shared/list-view';
import { callQuery, type Loader } from '../../shared/query';
import { scRoutes } from '../../shared/sections/sc/routes';
import { scCityView, scHomeView, scSearchList } from '../../shared/sections/sc/views';
import { DataState, SkeletonRows } from '../../ui/DataState';
import { QueryNotice } from '../../ui/QueryNotice';
import { shortName } from './city/match';
import { ScFrame } from './common/ScFrame';
import { TenderRows } from './common/TenderRows';
import { MySearches } from './home/MySearches';
import classes from './common/sc.module.css';
import home from './home/home.module.css';

const bannersQuery = callQuery(sc.banners, {});
const indexQuery = (cityCode: string | null) => callQuery(sc.indexPage, { cityCode });

export const loader: Loader = async ({ client, search }) => {
  const { view } = scHomeView.read(search);
  await Promise.all([client.prefetchQuery(bannersQuery), client.prefetchQuery(indexQuery(view.cityCode))]);
};

export default function ScHomePage() {
  const { view, malformed } = useListView(scHomeView);
  const banners = useQuery(bannersQuery);
  const index = useQuery(indexQuery(view.cityCode));
  const city = view.cityCode;
  const searchIn = (patch: Parameters<typeof scSearchList.link>[0] = {}) =>
    scSearchList.link({ ...(city ? { cityCode: city } : {}), ...patch });
  return (
    <ScFrame>
      <h1 className={classes.h1}>招标采购信息平台</h1>
      <QueryNotice show={malformed} />
      <ul className={home.banners} aria-label="推荐">
        {(banners.data ?? []).map((b) => (
          <li key={b.id}>
            <Link href={b.link} className={home.banner} data-tone={b.tone}>
              <strong>{b.title}</strong>
              <span>{b.subtitle}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p className={home.city}>
        <span>
          当前城市：<strong>{index.data?.cityName ? shortName(index.data.cityName) : '全国'}</strong>
        </span>
        <Link href={scCityView.link({ back: scHomeView.path, cityCode: city })}>切换城市</Link>
        {city && <Link href={scHomeView.path}>查看全国</Link>}
      </p>
      <DataState state={index} skeleton={<SkeletonRows rows={8} height={48} />}>
        {(d) => (
          <>
            <h2 className={classes.meta} style={{ margin: '0 0 6px', fontSize: 14 }}>
              正在进行的招标（按类型）
            </h2>
            <ul className={home.counts}>
              {d.typeCounts.map((t) => (
                <li key={t.code}>
                  <Link href={searchIn({ typeCode: t.code })}>
                    <strong>{t.count}</strong>
                    {t.name}
                  </Link>
                </li>
              ))}
            </ul>
            <div className={home.columns}>
              <section className={home.box} aria-labelledby="sc-today">
                <h2 id="sc-today">
                  今日开标（{d.todayOpeningCount}）<Link href={searchIn({ sort: 'deadline' })}>按截止时间查看</Link>
                </h2>
                {d.todayOpenings.length ? (
                  <TenderRows records={d.todayOpenings} />
                ) : (
                  <p className={classes.meta}>
                    今日暂无开标项目。可<Link href={searchIn({ sort: 'deadline' })}>查看即将截止的招标</Link>
                    ，在搜索页保存搜索条件后，有新公告会通知您。
                  </p>
                )}
              </section>
              <section className={home.box} aria-labelledby="sc-latest">
                <h2 id="sc-latest">
                  最新招标公告<Link href={searchIn()}>更多</Link>
                </h2>
                {d.latest.length ? (
                  <TenderRows records={d.latest} />
                ) : (
                  <p className={classes.meta}>
                    该城市暂无招标公告，可<Link href={scRoutes.scCity.href()}>切换城市</Link>看看其他地区。
                  </p>
                )}
              </section>
            </div>
          </>
        )}
      </DataState>
      <MySearches />
      <p className={home.apps}>
        <span>手机也能看招标：</span>
        <Link href={scRoutes.scPurchaserApp.href()}>下载采购商 App</Link>
        <Link href={scRoutes.scSupplierApp.href()}>下载供应商 App</Link>
      </p>
    </ScFrame>
  );
}
