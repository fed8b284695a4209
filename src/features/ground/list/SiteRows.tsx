// The page of five supplier points: number (its pin on the map), name with the verified badge,
// type and place, distance from the pinned site, and every offer with its ex-works price, update
// day (待更新 when older than 30 days) and, with a site pinned, its delivered price. Hovering or
// focusing a row highlights its pin.
import { Link } from 'wouter';
import type { GroundCard } from '../../../api/ground';
import { groundRoutes } from '../../../shared/sections/ground/routes';
import { formatDay } from '../../../ui/date';
import { deliveredText, km, offerPrice, yuan } from '../common/format';
import classes from '../common/ground.module.css';
import { TableHead } from '../../../ui/TableHead';

interface Props {
  records: GroundCard[];
  material: string | null;
  activeId: number | null;
  onActive: (id: number | null) => void;
}

export function SiteRows({ records, material, activeId, onActive }: Props) {
  return (
    <ol className={classes.rows}>
      {records.map((c, i) => (
        <li
          key={c.id}
          className={classes.row}
          data-active={c.id === activeId}
          data-testid="ground-row"
          onMouseEnter={() => onActive(c.id)}
          onMouseLeave={() => onActive(null)}
          onFocus={() => onActive(c.id)}
        >
          <h3 className={classes.rowTitle}>
            <span className={classes.pinNo} aria-hidden="true">
              {i + 1}
            </span>
            <Link href={groundRoutes.groundDetails.href(c)}>{c.companyName}</Link>
            {c.verified && <span className={classes.verified}>已认证</span>}
          </h3>
          <p className={classes.meta}>
            <span>{c.siteTypeName}</span>
            <span>{c.address}</span>
            {c.distanceKm !== null && <span>距项目 {km(c.distanceKm)}</span>}
            <span>运费 {yuan(c.freight)} 元/吨·公里</span>
          </p>
          <table className={classes.offers}>
            <TableHead cols={['材料', '出厂价', '更新', c.distanceKm !== null && '到场价']} />
            <tbody>
              {c.offers
                .filter((o) => !material || o.materialCode === material)
                .map((o) => (
                  <tr key={o.id}>
                    <td>{o.name}</td>
                    <td className={classes.price}>{offerPrice(o)}</td>
                    <td>{o.fresh ? formatDay(o.updatedAt) : <span className={classes.stale}>待更新</span>}</td>
                    {c.distanceKm !== null && (
                      <td className={classes.price} data-testid="delivered">
                        {deliveredText(o)}
                      </td>
                    )}
                  </tr>
                ))}
            </tbody>
          </table>
        </li>
      ))}
    </ol>
  );
}
