// The panel under 商城直购: a ground-material map card. Its 300 ms show/hide delay is the
// navPanel machine's; this view only renders when told to.
import { Link } from 'wouter';
import { groundRoutes } from '../../shared/sections/ground/routes';
import classes from './layout.module.css';

export function MallPanel({ onNavigate }: { onNavigate: () => void }) {
  return (
    <div id="mall-panel" className={classes.panel} role="region" aria-label="商城直购">
      <Link href={groundRoutes.groundMap.href()} className={classes.mapCard} onClick={onNavigate}>
        <svg width="56" height="56" viewBox="0 0 56 56" aria-hidden="true" focusable="false">
          <rect width="56" height="56" rx="10" fill="var(--mantine-color-brand-0)" />
          <path
            d="M28 12a11 11 0 0 0-11 11c0 8 11 21 11 21s11-13 11-21a11 11 0 0 0-11-11zm0 15a4 4 0 1 1 0-8 4 4 0 0 1 0 8z"
            fill="var(--mantine-color-brand-6)"
          />
        </svg>
        <span>
          <strong>地材地图</strong>
          <small>就近查找砂石、水泥、商砼等地材供应商，一图看清价格与距离</small>
        </span>
        <span className={classes.mapCardGo}>进入地图 ›</span>
      </Link>
    </div>
  );
}
