// /findDevices/detailNeed?id=: one 求租 demand — machine type and spec floor, quantity, work,
// site, start date, duration, rent mode and budget, operator, deadline and status; the contact
// masked for visitors. An unknown id is the 404 page (HTTP 404).
import { useQuery } from '@tanstack/react-query';
import { useRefetchForMember } from '../../shared/auth-hooks';
import { Link, useSearch } from 'wouter';
import type { NeedDetail } from '../../api/devices';
import type { Loader } from '../../shared/query';
import { devicesRoutes } from '../../shared/sections/devices/routes';
import { Breadcrumb } from '../../ui/Breadcrumb';
import { DataState } from '../../ui/DataState';
import { Facts } from '../../ui/Facts';
import { NotFound } from '../../ui/NotFound';
import { Skeleton } from '../../ui/Skeleton';
import { formatDay, formatTime } from '../../ui/date';
import { formatPrice } from '../../ui/price';
import { StateBadge } from './common/badges';
import { placeText } from './common/format';
import { needQuery, readId } from './common/queries';
import common from './common/devices.module.css';
import { ContactBox } from './detail/ContactBox';
import classes from './detail/detail.module.css';
import { ComplaintButton } from '../../ui/ComplaintButton';

export const loader: Loader = async ({ client, search }) => {
  const id = readId(search);
  if (id === null) return { notFound: true };
  const detail = await client.fetchQuery(needQuery(id)).catch(() => undefined);
  return { notFound: detail === null };
};

function Need({ d }: { d: NeedDetail }) {
  const rows: [string, string][] = [
    ['设备类型', `${d.categoryName} / ${d.typeName}`],
    ['规格要求', d.specMin === null ? '不限' : `${d.specMin}${d.specUnit}及以上`],
    ['数量', `${d.quantity} 台`],
    ['工况用途', d.workKind],
    ['项目地点', `${placeText(d)} ${d.address}`],
    ['进场时间', formatDay(d.startDate)],
    ['租期', `${d.durationDays} 天`],
    ['租赁方式', `按${d.rentModeName}`],
    ['预算', d.budgetPrice === null ? '面议' : formatPrice(d.budgetPrice, d.rentModeName)],
    ['操作手', d.withOperator ? '需要带操作手' : '不需要操作手'],
    ['截止日期', formatDay(d.deadline)],
  ];
  return (
    <>
      <Breadcrumb trail={[{ label: '找设备', href: devicesRoutes.devices.href() }]} current={d.title} />
      <header className={classes.head}>
        <h1>{d.title}</h1>
        <ComplaintButton objectKind="deviceNeed" objectId={d.id} title={d.title} />
        <p className={classes.sub}>
          <StateBadge state={d.state} name={d.stateName} />
          <span>发布于 {formatTime(d.publishTime)}</span>
        </p>
      </header>
      <div className={classes.layout}>
        <div className={classes.main}>
          <section className={classes.block} aria-labelledby="need-title">
            <h2 id="need-title">求租要求</h2>
            <Facts rows={rows} className={classes.facts} />
            {d.description && <p className={classes.note}>{d.description}</p>}
          </section>
          <p>
            <Link
              href={devicesRoutes.deviceSupply.href({
                typeCode: d.typeCode,
                provinceCode: d.provinceCode,
                freeFrom: d.startDate,
              })}
              className={common.linkButton}
            >
              查看{d.provinceName}可租的{d.typeName}
            </Link>
          </p>
        </div>
        <aside className={classes.aside} aria-label="求租单位与联系方式">
          <ContactBox kind="need" listing={d} />
        </aside>
      </div>
    </>
  );
}

export default function NeedDetailPage() {
  const id = readId(useSearch());
  const detail = useQuery({ ...needQuery(id ?? 0), enabled: id !== null });
  useRefetchForMember(detail.data?.contact.masked, detail.refetch);
  if (id === null || detail.data === null) {
    return (
      <NotFound
        title="该求租信息不存在"
        note="信息可能已关闭或链接有误。"
        back={{ href: devicesRoutes.devices.href(), label: '返回找设备' }}
      />
    );
  }
  return (
    <div className="page-column">
      <DataState state={detail} skeleton={<Skeleton height={360} aria-label="求租详情加载中" />}>
        {(d) => d && <Need key={d.id} d={d} />}
      </DataState>
    </div>
  );
}
