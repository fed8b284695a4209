// The labour section's own navigation: its landing and four boards, and the member's links.
import { Link, useLocation } from 'wouter';
import { laborRoutes } from '../../../shared/sections/labor/routes';
import classes from './labor.module.css';

const TABS = [
  { label: '劳务首页', route: laborRoutes.labor },
  { label: '找活干（招工）', route: laborRoutes.laborWork },
  { label: '找工人', route: laborRoutes.laborWorker },
  { label: '找班组', route: laborRoutes.laborTeam },
  { label: '劳务公司', route: laborRoutes.laborCompany },
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
          <Link href={laborRoutes.laborPublish.href({ kind: 'work' })}>发布招工</Link>
        </li>
        <li>
          <Link href={laborRoutes.laborPublish.href({ kind: 'worker' })}>发布找活</Link>
        </li>
        <li>
          <Link href={laborRoutes.laborMine.href()}>我的发布</Link>
        </li>
      </ul>
    </nav>
  );
}
