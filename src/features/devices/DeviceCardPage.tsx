// /findDevices/device-card?id=: one machine — photo, price, spec table, rent and fees, the
// all-in cost of a job, the availability calendar, certificates, and the owner with the contact
// masked for visitors (登录查看 → login → back here). An unknown id is the 404 page (HTTP 404).
import { useQuery } from '@tanstack/react-query';
import { useRefetchForMember } from '../../shared/auth-hooks';
import { useSearch } from 'wouter';
import type { SupplyDetail } from '../../api/devices';
import type { Loader } from '../../shared/query';
import { devicesRoutes } from '../../shared/sections/devices/routes';
import { Breadcrumb } from '../../ui/Breadcrumb';
import { DataState } from '../../ui/DataState';
import { NotFound } from '../../ui/NotFound';
import { Skeleton } from '../../ui/Skeleton';
import { formatDay, formatTime } from '../../ui/date';
import { StateBadge } from './common/badges';
import { placeText, rentText } from './common/format';
import { cardQuery, readId } from './common/queries';
import { AvailabilityCalendar } from './detail/AvailabilityCalendar';
import { ContactBox } from './detail/ContactBox';
import { CostPanel } from './detail/CostPanel';
import { Certificates, Photo } from './detail/Files';
import { RentBlock, SpecBlock } from './detail/SupplyFacts';
import classes from './detail/detail.module.css';
import { ComplaintButton } from '../../ui/ComplaintButton';

export const loader: Loader = async ({ client, search }) => {
  const id = readId(search);
  if (id === null) return { notFound: true };
  const detail = await client.fetchQuery(cardQuery(id)).catch(() => undefined);
  return { notFound: detail === null };
};

function Card({ d }: { d: SupplyDetail }) {
  return (
    <>
      <Breadcrumb
        trail={[
          { label: '找设备', href: devicesRoutes.devices.href() },
          {
            label: '设备出租',
            href: devicesRoutes.deviceSupply.href({ typeCode: d.typeCode, categoryCode: d.categoryCode }),
          },
        ]}
        current={d.title}
      />
      <header className={classes.head}>
        <h1>{d.title}</h1>
        <ComplaintButton objectKind="device" objectId={d.id} title={d.title} />
        <p className={classes.sub}>
          <StateBadge state={d.state} name={d.stateName} />
          <span>{placeText(d)}</span>
          <span>发布于 {formatTime(d.publishTime)}</span>
          <span>浏览 {d.views} 次</span>
        </p>
      </header>
      <div className={classes.layout}>
        <div className={classes.main}>
          <div className={`${classes.block} ${classes.gallery}`}>
            <Photo d={d} />
            <div>
              <p className={classes.bigPrice}>{rentText(d)}</p>
              <p>
                {d.state === 'rented'
                  ? `出租中，${formatDay(d.availableFrom)} 起可租`
                  : `最近可租：${formatDay(d.nextAvailable)}`}
              </p>
              <p>
                {d.withOperator ? '含操作手' : '不含操作手'} · {d.fuelIncluded ? '含油费' : '油费另计'}
              </p>
            </div>
          </div>
          <CostPanel d={d} />
          <SpecBlock d={d} />
          <RentBlock d={d} />
          <AvailabilityCalendar d={d} />
          <Certificates d={d} />
        </div>
        <aside className={classes.aside} aria-label="出租单位与联系方式">
          <ContactBox kind="supply" listing={d} />
        </aside>
      </div>
    </>
  );
}

function CardSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="设备详情加载中">
      <Skeleton height={28} mb={12} />
      <Skeleton height={16} width="60%" mb={20} />
      <Skeleton height={320} />
    </div>
  );
}

export default function DeviceCardPage() {
  const id = readId(useSearch());
  const detail = useQuery({ ...cardQuery(id ?? 0), enabled: id !== null });
  useRefetchForMember(detail.data?.contact.masked, detail.refetch);
  if (id === null || detail.data === null) {
    return (
      <NotFound
        title="该设备不存在或已下架"
        note="设备可能已下架或链接有误。"
        back={{ href: devicesRoutes.deviceSupply.href(), label: '查看其他设备' }}
      />
    );
  }
  return (
    <div className="page-column">
      <DataState state={detail} skeleton={<CardSkeleton />}>
        {(d) => d && <Card key={d.id} d={d} />}
      </DataState>
    </div>
  );
}
