// The right column of the hero: a greeting with login/register (or the user's name) and the
// latest platform notices.
import { Link } from 'wouter';
import { useSession } from '../../shared/actor';
import { useBrand } from '../../shared/site-config';
import { useQuery } from '@tanstack/react-query';
import { homeQueries } from './queries';
import { DataState, SkeletonRows } from '../../ui/DataState';
import classes from './home.module.css';
import { memberRoutes } from '../../shared/sections/member/routes';
import { portalRoutes } from '../../shared/sections/portal/routes';

export function HeroAside() {
  const { loggedIn, username } = useSession();
  const { brandName } = useBrand();
  const notices = useQuery(homeQueries.notices);
  return (
    <aside className={classes.aside} aria-label="用户与公告">
      <div className={classes.greet}>
        <p className={classes.greetText}>{loggedIn ? `您好，${username || '无'}` : `您好，欢迎来到${brandName}`}</p>
        {!loggedIn && (
          <div className={classes.greetActions}>
            <Link href={memberRoutes.login.href()} className={classes.btnPrimary}>
              登录
            </Link>
            <Link href={memberRoutes.register.href()} className={classes.btnGhost}>
              免费注册
            </Link>
          </div>
        )}
        {loggedIn && (
          <Link href={portalRoutes.cart.href()} className={classes.btnPrimary}>
            我的购物车
          </Link>
        )}
      </div>
      <h2 className={classes.asideTitle}>平台公告</h2>
      <DataState state={notices} isEmpty={(p) => p.records.length === 0} skeleton={<SkeletonRows rows={5} />}>
        {(page) => (
          <ul className={classes.notices}>
            {page.records.map((n) => (
              <li key={n.id} title={n.title}>
                {n.title}
              </li>
            ))}
          </ul>
        )}
      </DataState>
    </aside>
  );
}
