// /groundMaterialMap/details?id=: one supplier point — its offers with ex-works price, unit and
// update day (and, with the site pinned on the map page, the delivered price), capacity,
// delivery and freight, licences, a small map, and the contact masked for visitors (登录查看 →
// login → back). An unknown id is the 404 page (HTTP 404).
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { GroundDetail } from '../../api/ground';
import { useSession } from '../../shared/actor';
import { useRefetchForMember } from '../../shared/auth-hooks';
import type { Loader } from '../../shared/query';
import { groundRoutes } from '../../shared/sections/ground/routes';
import { memberRoutes } from '../../shared/sections/member/routes';
import { Breadcrumb } from '../../ui/Breadcrumb';
import { DataState } from '../../ui/DataState';
import { NotFound } from '../../ui/NotFound';
import { formatDay } from '../../ui/date';
import { Converter } from './common/Converter';
import { deliveredText, km, offerPrice, yuan } from './common/format';
import classes from './common/ground.module.css';
import { readId, siteQuery } from './common/queries';
import { TableHead } from '../../ui/TableHead';
import { ComplaintButton } from '../../ui/ComplaintButton';

const SmallMap = lazy(() => import('./map/SmallMap'));

const siteOf = (search: string) => {
  const p = new URLSearchParams(search);
  const lat = Number(p.get('siteLat'));
  const lng = Number(p.get('siteLng'));
  return p.get('siteLat') && p.get('siteLng') && lat >= 3 && lat <= 54 && lng >= 73 && lng <= 136
    ? { siteLat: lat, siteLng: lng }
    : {};
};

export const loader: Loader = async ({ client, search }) => {
  const id = readId(search);
  if (id === null) return { notFound: true };
  const detail = await client.fetchQuery(siteQuery(id, siteOf(search.toString()))).catch(() => undefined);
  return { notFound: detail === null };
};

function Contact({ d }: { d: GroundDetail }) {
  const { loggedIn } = useSession();
  const [path] = useLocation();
  const search = useSearch();
  return (
    <section className={classes.block} aria-labelledby="contact-title">
      <h2 id="contact-title">联系方式</h2>
      <p>
        联系人：{d.contact.name}
        <br />
        电话：{d.contact.phone}
      </p>
      {d.contact.masked && !loggedIn && (
        <Link href={memberRoutes.login.href(search ? `${path}?${search}` : path)} className={classes.login}>
          登录查看
        </Link>
      )}
      {d.mine && <p className={classes.muted}>这是本企业的供应点。</p>}
    </section>
  );
}

function Detail({ d }: { d: GroundDetail }) {
  const [mapShown, setMapShown] = useState(false);
  useEffect(() => setMapShown(true), []);
  return (
    <>
      <Breadcrumb trail={[{ label: '地材地图', href: groundRoutes.groundMap.href() }]} current={d.companyName} />
      <header className={classes.head}>
        <h1>{d.companyName}</h1>
        <ComplaintButton objectKind="ground" objectId={d.id} title={d.companyName} />
        {d.verified && <span className={classes.verified}>已认证</span>}
        <span className={classes.count}>
          {d.siteTypeName} · {d.provinceName} {d.cityName} · 浏览 {d.views} 次
        </span>
      </header>
      <div className={classes.detailLayout}>
        <div>
          <section className={classes.block} aria-labelledby="offers-title">
            <h2 id="offers-title">主营材料与报价</h2>
            <table className={classes.table}>
              <TableHead
                cols={['材料', '出厂价', '密度', '报价日期', d.distanceKm !== null && `到场价（${km(d.distanceKm)}）`]}
              />
              <tbody>
                {d.offers.map((o) => (
                  <tr key={o.id}>
                    <td>{o.name}</td>
                    <td className={classes.price}>{offerPrice(o)}</td>
                    <td>{o.tonPerCubic} 吨/方</td>
                    <td>
                      {formatDay(o.updatedAt)}
                      {!o.fresh && <span className={classes.stale}> 待更新</span>}
                    </td>
                    {d.distanceKm !== null && <td className={classes.price}>{deliveredText(o)}</td>}
                  </tr>
                ))}
              </tbody>
            </table>
            <p className={classes.muted}>
              到场价 = 出厂价（方价按密度折算为吨价）+ 运距 × 运费；运距为直线距离，仅供比价参考。
            </p>
          </section>
          <section className={classes.block} aria-labelledby="facts-title">
            <h2 id="facts-title">供应能力</h2>
            <dl className={classes.facts}>
              <dt>地址</dt>
              <dd>{d.address}</dd>
              <dt>产能</dt>
              <dd>
                {d.capacity} {d.capacityUnit}
              </dd>
              <dt>运输方式</dt>
              <dd>{d.delivery.join('、')}</dd>
              <dt>运费</dt>
              <dd>{yuan(d.freight)} 元/吨·公里</dd>
              <dt>证照</dt>
              <dd>{d.licences.join('、')}</dd>
              <dt>简介</dt>
              <dd>{d.description}</dd>
            </dl>
          </section>
          <Converter initial={d.offers[0]?.materialCode} />
        </div>
        <aside aria-label="位置与联系方式">
          <section className={classes.block} aria-labelledby="where-title">
            <h2 id="where-title">位置</h2>
            <div className={classes.smallMap}>
              {mapShown ? (
                <Suspense fallback={<p className={classes.mapPlaceholder}>地图加载中…</p>}>
                  <SmallMap lng={d.lng} lat={d.lat} name={d.companyName} />
                </Suspense>
              ) : (
                <p className={classes.mapPlaceholder}>地图加载中…</p>
              )}
            </div>
          </section>
          <Contact d={d} />
        </aside>
      </div>
    </>
  );
}

export default function GroundDetailPage() {
  const search = useSearch();
  const id = readId(search);
  const detail = useQuery({ ...siteQuery(id ?? 0, siteOf(search)), enabled: id !== null });
  useRefetchForMember(detail.data?.contact.masked, detail.refetch);
  if (id === null || detail.data === null) {
    return (
      <NotFound
        title="该供应点不存在或已下架"
        note="供应点可能已下架或链接有误。"
        back={{ href: groundRoutes.groundMap.href(), label: '返回地材地图' }}
      />
    );
  }
  return (
    <div className="page-column">
      <DataState state={detail}>{(d) => d && <Detail key={d.id} d={d} />}</DataState>
    </div>
  );
}
