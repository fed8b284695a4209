// The supply rows: photo, title and owner, spec, place and year, the price with its unit, and
// — when a job is given — the all-in cost with the cheapest rent mode; distance when known.
import { Link } from 'wouter';
import type { SupplyCard } from '../../../api/devices';
import { devicesRoutes } from '../../../shared/sections/devices/routes';
import { SkeletonRows, type QueryState } from '../../../ui/DataState';
import { Img } from '../../../ui/Img';
import { PagedList, type Paged } from '../../../ui/PagedList';
import { formatDay } from '../../../ui/date';
import { StateBadge } from '../common/badges';
import { PartyName } from '../../../ui/PartyName';
import { kmText, placeText, rentText, specText, yuanText } from '../common/format';
import classes from '../common/devices.module.css';

export function SupplyRow({ card: c, priority }: { card: SupplyCard; priority?: boolean }) {
  const href = devicesRoutes.deviceCard.href(c);
  return (
    <li className={classes.row}>
      <Link href={href} className={classes.rowImage} tabIndex={-1} aria-hidden="true">
        <Img src={c.imageUrl} alt="" width={120} height={90} priority={priority} />
      </Link>
      <div className={classes.rowMain}>
        <h3 className={classes.rowTitle}>
          {c.state !== 'published' && <StateBadge state={c.state} name={c.stateName} />}
          <Link href={href}>{c.title}</Link>
        </h3>
        <p className={classes.rowMeta}>
          <span>
            {c.typeName} · {specText(c.specValue, c.specUnit)}
          </span>
          <span>{c.year}年出厂</span>
          <span>{placeText(c)}</span>
          {c.distanceKm !== null && <span>距离约 {kmText(c.distanceKm)}</span>}
        </p>
        <p className={classes.rowMeta}>
          <PartyName party={c.owner} />
          <span>{c.state === 'rented' ? `${formatDay(c.availableFrom)} 起可租` : '可租'}</span>
        </p>
        <ul className={classes.tags} aria-label="租赁条件">
          <li>{c.withOperator ? '带操作手' : '不带操作手'}</li>
          <li>{c.fuelIncluded ? '含油费' : '不含油费'}</li>
          {c.quantity > 1 && <li>共 {c.quantity} 台</li>}
        </ul>
      </div>
      <div className={classes.rowSide}>
        <span className={classes.price}>{rentText(c)}</span>
        {c.cost ? (
          <span className={classes.cost}>
            全包价 <strong>{yuanText(c.cost.total)}</strong>
            <br />按{c.cost.modeName}最省
          </span>
        ) : null}
      </div>
    </li>
  );
}

/** A paged list of machines (the list and the by-place page); `emptyText` says what was asked. */
export function SupplyList({
  list,
  onPage,
  pageHref,
  emptyText,
}: {
  list: QueryState<Paged<SupplyCard>>;
  onPage: (page: number) => void;
  pageHref: (page: number) => string;
  emptyText: string;
}) {
  return (
    <PagedList
      state={list}
      unit="台设备"
      onPage={onPage}
      pageHref={pageHref}
      skeleton={<SkeletonRows rows={8} height={90} />}
      emptyText={emptyText}
    >
      {(p) => (
        <ul className={classes.rows}>
          {p.records.map((c, i) => (
            <SupplyRow key={c.id} card={c} priority={i === 0} />
          ))}
        </ul>
      )}
    </PagedList>
  );
}
