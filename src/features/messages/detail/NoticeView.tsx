// One notice opened (/message-center?id=): its title, Beijing time, whole content and the link to
// what it is about; opening it marks it read. Not the member's, or purged: 消息不存在.
import { Link } from 'wouter';
import { NOTICE_KIND_NAMES } from '../../../api/member';
import { DataState, SkeletonRows } from '../../../ui/DataState';
import { formatTime } from '../../../ui/date';
import { objectLabel } from '../list/NoticeRows';
import { useNoticeDetail } from '../use-notices';
import classes from '../messages.module.css';

export function NoticeView({ id, backHref }: { id: number; backHref: string }) {
  const detail = useNoticeDetail(id);
  if (detail.data === null) return <NoticeMissing backHref={backHref} />;
  return (
    <DataState state={detail} skeleton={<SkeletonRows rows={4} />} isEmpty={() => false}>
      {(n) =>
        n && (
          <article aria-labelledby="notice-title">
            <h2 id="notice-title" className={classes.detailTitle}>
              {n.title}
            </h2>
            <p className={classes.detailMeta}>
              <span>{NOTICE_KIND_NAMES[n.kind]}</span>
              <time dateTime={n.createdAt}>{formatTime(n.createdAt)}</time>
            </p>
            <p className={classes.content}>{n.content || n.title}</p>
            <div className={classes.detailActions}>
              {n.link && (
                <Link href={n.link} className={classes.primaryLink}>
                  {objectLabel(n.objectKind)}
                </Link>
              )}
              <Link href={backHref} className={classes.textButton}>
                返回消息列表
              </Link>
            </div>
          </article>
        )
      }
    </DataState>
  );
}

function NoticeMissing({ backHref }: { backHref: string }) {
  return (
    <p className={classes.missing}>
      消息不存在或已过期。<Link href={backHref}>返回消息列表</Link>
    </p>
  );
}
