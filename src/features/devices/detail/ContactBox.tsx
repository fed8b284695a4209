// Who is behind a listing: the company with its verified badge and the contact — masked for
// visitors with 登录查看 (login with this page as recordUrl, and back), full for members, who
// also get the member actions (意向 and 举报; a lazy part visitors never load).
import { lazy, Suspense } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { ListingKind } from '../../../api/devices';
import type { Contact, Party } from '../../../api/fields';
import { useSession } from '../../../shared/actor';
import { memberRoutes } from '../../../shared/sections/member/routes';
import { SkeletonRows } from '../../../ui/DataState';
import { PartyName } from '../../../ui/PartyName';
import classes from './detail.module.css';

const ListingActions = lazy(() => import('./ListingActions'));

interface Props {
  kind: ListingKind;
  /** The listing's detail (a machine or a demand). */
  listing: {
    id: number;
    owner: Party;
    contact: Contact;
    state: string;
    viewer: { isOwner: boolean; interested: boolean };
  };
}

export function ContactBox({ kind, listing }: Props) {
  const { id, owner, contact } = listing;
  const { isOwner, interested } = listing.viewer;
  // Another company may act on it now (published, before its deadline).
  const open = listing.state === 'published';
  const { loggedIn, checking } = useSession();
  const [path] = useLocation();
  const search = useSearch();
  return (
    <section className={classes.block} aria-labelledby="contact-title">
      <h2 id="contact-title">{kind === 'supply' ? '出租单位' : '求租单位'}</h2>
      <p className={classes.contact}>
        <PartyName party={owner} />
        <br />
        联系人：{contact.name}
        <br />
        电话：{contact.phone}
      </p>
      {contact.masked && !loggedIn && (
        <Link href={memberRoutes.login.href(search ? `${path}?${search}` : path)} className={classes.login}>
          登录查看
        </Link>
      )}
      {checking && !contact.masked && <SkeletonRows rows={1} />}
      {loggedIn && !isOwner && open && (
        <Suspense fallback={<SkeletonRows rows={2} />}>
          <ListingActions kind={kind} id={id} interested={interested} />
        </Suspense>
      )}
      {isOwner && <p className={classes.note}>这是本企业发布的信息。</p>}
    </section>
  );
}
