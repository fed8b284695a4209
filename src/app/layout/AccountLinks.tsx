// The top bar's account part when logged in: company (or nick) name to the user centre, the
// message notices with the unread badge, 切换企业 for members of several companies, and 退出
// with its confirmation. Everything shown comes from the session; clicks only send to it.
// The menu and the dialog (Mantine Menu/Modal, with floating-ui and scroll locking) load on
// first use, so /home's bundle does not carry them for visitors who are not logged in.
import { lazy, Suspense, useState } from 'react';
import { useSession } from '../../shared/actor';
import { useSessionActions } from '../../shared/auth-hooks';
import { useSiteConfig } from '../../shared/site-config';
import { pathOf } from '../../shared/route-table';
import { inquiryRoutes } from '../../shared/sections/inquiry/routes';
import { AppLink } from '../../ui/AppLink';
import classes from './account.module.css';

const CompanySwitcher = lazy(() => import('./CompanySwitcher').then((m) => ({ default: m.CompanySwitcher })));
const LogoutDialog = lazy(() => import('./LogoutDialog').then((m) => ({ default: m.LogoutDialog })));

function SwitcherPlaceholder() {
  return (
    <button type="button" className={classes.textButton} disabled>
      切换企业
    </button>
  );
}

export const UNREAD_MAX = 99;
export const unreadLabel = (n: number) => (n > UNREAD_MAX ? `${UNREAD_MAX}+` : String(n));

export function AccountLinks() {
  const { userInfo, username, unread, companies, confirmingLogout } = useSession();
  const actions = useSessionActions();
  const links = useSiteConfig()?.links;
  // Until the member info arrives the cookie's user name stands in; then company, nick, or 无.
  const name = userInfo ? userInfo.companyName || userInfo.nickName || '无' : username || '无';
  const total = unread ? unread.order + unread.system : 0;
  // Mounted from the first 退出 on, so closing animates and focus returns to the button.
  const [dialogMounted, setDialogMounted] = useState(false);
  if (confirmingLogout && !dialogMounted) setDialogMounted(true);
  return (
    <>
      <AppLink href={links?.userCenter ?? `${pathOf('jump')}?to=user-center`} className={classes.name}>
        {name}
      </AppLink>
      {companies.length > 1 && (
        <Suspense fallback={<SwitcherPlaceholder />}>
          <CompanySwitcher companies={companies} currentId={userInfo?.companyId} onSwitch={actions.switchCompany} />
        </Suspense>
      )}
      <AppLink href={inquiryRoutes.inquiryDesk.href()} className={classes.link}>
        我的询价
      </AppLink>
      <AppLink href={links?.messageCenter ?? pathOf('messageCenter')} className={classes.link}>
        消息通知
        {total > 0 && (
          <>
            <span className={classes.badge}>{unreadLabel(total)}</span>
            <span className={classes.visuallyHidden}>条未读</span>
          </>
        )}
      </AppLink>
      <button type="button" className={classes.textButton} onClick={actions.requestLogout}>
        退出
      </button>
      {dialogMounted && (
        <Suspense fallback={null}>
          <LogoutDialog opened={confirmingLogout} onConfirm={actions.confirmLogout} onCancel={actions.cancelLogout} />
        </Suspense>
      )}
    </>
  );
}
