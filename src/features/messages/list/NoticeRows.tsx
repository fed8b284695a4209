// One page of a tab's notices: unread ones marked (dot, bold title, 未读 for screen readers), each
// with its Beijing time, the start of its content, its title opening its detail view, a link to
// what it is about and 标为已读. Following the object's link marks the notice read too.
import { Link } from 'wouter';
import type { NoticeCard } from '../../../api/member';
import { NOTICE_OBJECTS } from '../../../api/sections.gen';
import { formatTime } from '../../../ui/date';
import classes from '../messages.module.css';

/** 查看询价 / 查看招标 …, or 查看详情 for an object a later section added. */
export const objectLabel = (kind: string | null) =>
  kind && Object.hasOwn(NOTICE_OBJECTS, kind) ? NOTICE_OBJECTS[kind as keyof typeof NOTICE_OBJECTS].label : '查看详情';

interface Props {
  records: NoticeCard[];
  /** The detail view of a notice. */
  detailHref: (id: number) => string;
  onRead: (id: number) => void;
  reading: boolean;
}

export function NoticeRows({ records, detailHref, onRead, reading }: Props) {
  return (
    <ul className={classes.rows}>
      {records.map((n) => (
        <li key={n.id} className={classes.row} data-unread={n.isRead ? undefined : ''}>
          <div className={classes.rowMain}>
            {!n.isRead && <span className={classes.dot} aria-hidden="true" />}
            <Link href={detailHref(n.id)} className={classes.rowTitle}>
              {!n.isRead && <span className="visually-hidden">未读：</span>}
              {n.title}
            </Link>
            <time className={classes.time} dateTime={n.createdAt}>
              {formatTime(n.createdAt)}
            </time>
          </div>
          {n.summary && <p className={classes.summary}>{n.summary}</p>}
          <div className={classes.actions}>
            {n.link && (
              <Link href={n.link} onClick={() => !n.isRead && onRead(n.id)}>
                {objectLabel(n.objectKind)}
              </Link>
            )}
            {!n.isRead && (
              <button type="button" className={classes.textButton} disabled={reading} onClick={() => onRead(n.id)}>
                标为已读<span className="visually-hidden">：{n.title}</span>
              </button>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
