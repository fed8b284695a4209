// The logo returns home. logoVariant 'provincial' shows the provincial construction digital
// platform mark instead of the portal's own.
import { Link } from 'wouter';
import { useBrand, useSiteConfig } from '../shared/site-config';
import classes from './logo.module.css';
import { pathOf } from '../shared/route-table';

export function Logo() {
  const provincial = useSiteConfig()?.logoVariant === 'provincial';
  const { brandName } = useBrand();
  const title = provincial ? '省建筑业数字化平台' : brandName;
  return (
    // Named by its visible text (a different aria-label would hide it from voice control), plus 首页.
    <Link href={pathOf('home')} className={classes.logo} data-variant={provincial ? 'provincial' : 'default'}>
      <svg width="44" height="44" viewBox="0 0 44 44" aria-hidden="true" focusable="false">
        <rect
          width="44"
          height="44"
          rx="8"
          fill={provincial ? 'var(--portal-provincial)' : 'var(--mantine-color-brand-6)'}
        />
        {provincial ? (
          <path d="M22 8l12 7v14l-12 7-12-7V15zM16 19h12v2H16zm0 5h12v2H16z" fill="var(--portal-on-accent)" />
        ) : (
          <path d="M10 32V20l12-9 12 9v12h-7v-8h-10v8z" fill="var(--portal-on-accent)" />
        )}
      </svg>
      <span className={classes.logoText}>
        <strong>{title}</strong>
        <small>{provincial ? `${brandName} · 建筑业一站式服务` : '建筑行业一站式采购服务平台'}</small>
      </span>
      <span className="visually-hidden">首页</span>
    </Link>
  );
}
