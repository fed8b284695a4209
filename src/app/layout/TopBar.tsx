// The thin bar above the header: slogan, login links (or, logged in, the account links:
// company, notices, company switch, 退出), hotline and the QR popup.
import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { useSession } from '../../shared/actor';
import { useBrand } from '../../shared/site-config';
import { QrPopup } from './QrPopup';
import { MENU_IDS } from './use-menu';
import classes from './layout.module.css';
import { pathOf } from '../../shared/route-table';

// Only a member sees the account links (after the session check, never in the server render).
const AccountLinks = lazy(() => import('./AccountLinks').then((m) => ({ default: m.AccountLinks })));

function Account() {
  const { loggedIn, checking } = useSession();
  if (checking) return <span className={classes.topMuted}>正在确认登录状态…</span>;
  if (loggedIn) {
    return (
      <Suspense fallback={<span className={classes.topMuted}>正在确认登录状态…</span>}>
        <AccountLinks />
      </Suspense>
    );
  }
  return (
    <>
      <Link href={pathOf('login')} className={classes.topLink}>
        您好，请登录
      </Link>
      <Link href={pathOf('register')} className={`${classes.topLink} ${classes.topAccent}`}>
        免费注册
      </Link>
    </>
  );
}

export function TopBar() {
  const { brandName, slogan, hotline } = useBrand();
  return (
    <div id={MENU_IDS.topBar} className={classes.topBar}>
      <div className={`page-column ${classes.topInner}`}>
        <div className={classes.topLeft}>
          <span className={classes.slogan}>
            欢迎来到{brandName}，{slogan}
          </span>
          <Account />
        </div>
        <div className={classes.topRight}>
          <span>
            客服热线：<a href={`tel:${hotline.replace(/-/g, '')}`}>{hotline}</a>
          </span>
          <QrPopup />
        </div>
      </div>
    </div>
  );
}
