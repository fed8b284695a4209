// The contact of a listing: masked for everybody at first; a visitor gets 登录查看 (login, then
// back here), a member reveals the phone with the contact call (the other side is told).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useSearch } from 'wouter';
import type { Contact } from '../../../api/fields';
import { laborMember } from '../../../api/labor-member';
import type { CONTACT_KINDS } from '../../../api/labor-member';
import { call } from '../../../client/http';
import { useSession } from '../../../shared/actor';
import { transportOf } from '../../../shared/query';
import { memberRoutes } from '../../../shared/sections/member/routes';
import classes from '../common/labor.module.css';

interface Props {
  kind: (typeof CONTACT_KINDS)[number];
  id: number;
  contact: Contact;
  /** 联系人 / 班组长 … */
  role?: string;
}

export function ContactBlock({ kind, id, contact, role = '联系人' }: Props) {
  const { loggedIn, checking } = useSession();
  const [path] = useLocation();
  const search = useSearch();
  const client = useQueryClient();
  const reveal = useMutation({
    mutationFn: () => call(laborMember.contact, { kind, id }, { http: transportOf(client), silent: true }),
  });
  const shown = reveal.data ?? contact;
  return (
    <section className={classes.block} aria-labelledby="labor-contact">
      <h2 id="labor-contact">联系方式</h2>
      <dl className={classes.facts}>
        <dt>{role}</dt>
        <dd>{shown.name}</dd>
        <dt>电话</dt>
        <dd data-testid="contact-phone">{shown.phone}</dd>
      </dl>
      {!reveal.data &&
        (loggedIn ? (
          <p>
            <button
              type="button"
              className={classes.button}
              disabled={reveal.isPending}
              onClick={() => reveal.mutate()}
            >
              查看联系电话
            </button>
          </p>
        ) : (
          !checking && (
            <p className={classes.note}>
              登录后可查看完整联系方式。
              <Link href={memberRoutes.login.href(search ? `${path}?${search}` : path)}>登录查看</Link>
            </p>
          )
        ))}
      {reveal.error && (
        <p className={classes.error} role="alert">
          {reveal.error.message}
        </p>
      )}
      {reveal.data && <p className={classes.note}>对方已收到查看提醒。联系时请核实身份，不要先交任何费用。</p>}
    </section>
  );
}
