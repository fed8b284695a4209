// A members' part of a page (publish, my entries, a review desk): `pending` while the session is
// checked, for a visitor the words and a link to log in and come back here, else the content.
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { useSession } from '../shared/actor';
import { memberRoutes } from '../shared/sections/member/routes';
import { SkeletonRows } from './DataState';

interface Props {
  children: ReactNode;
  /** The visitor's line and the link's words. */
  words?: [prompt: string, action: string];
  /** The visitor's line's look and its link's, from the section's sheet. */
  classes: { box: string; link?: string };
  /** What shows while the session is checked (rows unless given). */
  pending?: ReactNode;
}

export function MembersOnly({ children, words = ['请先登录。', '去登录'], classes, pending }: Props) {
  const { loggedIn, checking } = useSession();
  const [path] = useLocation();
  if (checking) return pending === undefined ? <SkeletonRows rows={4} /> : pending;
  if (!loggedIn)
    return (
      <p className={classes.box}>
        {words[0]}
        <Link href={memberRoutes.login.href(path)} className={classes.link}>
          {words[1]}
        </Link>
      </p>
    );
  return children;
}
