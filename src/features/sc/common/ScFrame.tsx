// The sc site's frame (the route kit's 'subsite' frame): its own header (sc logo, nav, login and
// registration or the member with the role switch, messages and logout), the supplier's
// certification notice and the page's main. The layout adds the loading bar and the footer.
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { scRoutes } from '../../../shared/sections/sc/routes';
import { CertNotice } from './CertNotice';
import { MemberBox } from './MemberBox';
import classes from './sc.module.css';

const NAV = [
  { href: scRoutes.scHome.href(), label: '首页' },
  { href: scRoutes.scSearch.href(), label: '招标公告' },
  { href: scRoutes.scProcurement.href(), label: '采购公告' },
  { href: scRoutes.scCity.href(), label: '切换城市' },
];

export function ScFrame({ children, minimal = false }: { children: ReactNode; minimal?: boolean }) {
  const [path] = useLocation();
  return (
    <>
      <header className={classes.header}>
        <div className={classes.bar}>
          <Link href={scRoutes.scHome.href()} className={classes.logo} aria-label="建采通招标采购首页">
            建采通<span>招标采购</span>
          </Link>
          {!minimal && (
            <nav aria-label="招标采购导航" className={classes.nav}>
              {NAV.map((n) => (
                <Link key={n.href} href={n.href} aria-current={path === n.href ? 'page' : undefined}>
                  {n.label}
                </Link>
              ))}
            </nav>
          )}
          <MemberBox />
        </div>
      </header>
      <main id="main" tabIndex={-1} className={classes.main}>
        {!minimal && <CertNotice />}
        {children}
      </main>
    </>
  );
}
