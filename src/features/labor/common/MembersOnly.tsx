// A members' labour page (我的劳务信息, 劳务审核台): rows while the session is checked, the way to
// log in (and back here) for a visitor, else the page's own content.
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { useSession } from '../../../shared/actor';
import { memberRoutes } from '../../../shared/sections/member/routes';
import { SkeletonRows } from '../../../ui/DataState';
import classes from './labor.module.css';

export function MembersOnly({ children }: { children: ReactNode }) {
  const { loggedIn, checking } = useSession();
  const [path] = useLocation();
  if (checking) return <SkeletonRows rows={4} />;
  if (!loggedIn)
    return (
      <p className={classes.block}>
        请先登录。<Link href={memberRoutes.login.href(path)}>去登录</Link>
      </p>
    );
  return children;
}
