// The labour section's own navigation: its landing and four boards, and the member's links.
import { Link, useLocation } from 'wouter';
import { routes } from '../../../shared/routes';
import classes from './labor.module.css';

const TABS = [
  { label: '劳务首页', route: routes.labor },
  { label: '找活干（招工）', route: routes.laborWork },
  { label: '找工人', route: routes.laborWorker },
  { label: '找班组', route: routes.laborTeam },
  { label: '劳务公司', route: routes.laborCompany },
];

export function LaborTabs() {
  const [path] = useLocation();
  return (
    <nav aria-label="劳务服务">
      <ul className={classes.tabs}>
        {TABS.map((t) => (
          <li key={t.route.path}>
            <Link href={t.route.path} aria-current={path === t.route.path ? 'page' : undefined}>
              {t.label}
            </Link>
          </li>
        ))}
        <li className={classes.tabsEnd}>
          <Link href={routes.laborPublish.href({ kind: 'work' })}>发布招工</Link>
        </li>
        <li>
          <Link href={routes.laborPublish.href({ kind: 'worker' })}>发布找活</Link>
        </li>
        <li>
          <Link href={routes.laborMine.href()}>我的发布</Link>
        </li>
      </ul>
    </nav>
  );
}
