// The main nav: seven entries, or only the sub-site's entries. 商城直购 opens the mall panel on
// hover or keyboard focus through the navPanel machine (enter/leave/focus/blur/close). On a phone
// the entries stand in one column under the header's menu button and show while it is open.
import { lazy, Suspense, type KeyboardEvent } from 'react';
import { useNavPanel } from '../../shared/actor';
import { useSiteConfig } from '../../shared/site-config';
import { AppLink } from '../../ui/AppLink';
import { MALL_NAV, navItems } from './nav-items';
import { useSubsite } from '../../shared/subsite';
import classes from './layout.module.css';
import { MENU_IDS } from './use-menu';

// The panel's code loads when it is first opened (its 300 ms show delay covers the load).
const MallPanel = lazy(() => import('./MallPanel').then((m) => ({ default: m.MallPanel })));

/** `open`: the phone's menu is open (below 768 px the nav shows only then). */
export function MainNav({ open }: { open: boolean }) {
  const subsite = useSubsite();
  const links = useSiteConfig()?.links;
  const panel = useNavPanel();
  const items = navItems(subsite, links);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') panel.close();
  };

  return (
    <nav id={MENU_IDS.nav} className={classes.nav} aria-label="主导航" data-open={open}>
      <div className="page-column">
        <ul className={classes.navList}>
          {items.map((item) =>
            item.key === MALL_NAV ? (
              <li
                key={item.key}
                className={classes.navMall}
                onMouseEnter={panel.enter}
                onMouseLeave={panel.leave}
                onFocus={panel.focus}
                onBlur={panel.blur}
                onKeyDown={onKeyDown}
              >
                <AppLink href={item.href} className={classes.navLink} aria-expanded={panel.visible}>
                  {item.label}
                  <span className={classes.caret} aria-hidden="true">
                    ▾
                  </span>
                </AppLink>
                {panel.visible && (
                  <Suspense fallback={null}>
                    <MallPanel onNavigate={panel.close} />
                  </Suspense>
                )}
              </li>
            ) : (
              <li key={item.key}>
                <AppLink href={item.href} className={classes.navLink}>
                  {item.label}
                </AppLink>
              </li>
            ),
          )}
        </ul>
      </div>
    </nav>
  );
}
