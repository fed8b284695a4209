// The 404 page: an unknown path (the English line the spec names) or an unknown id (what is
// missing, with a way back to its list). The server answers both with HTTP 404.
import { Link } from 'wouter';
import classes from './status.module.css';
import { pathOf } from '../shared/route-table';

interface Props {
  /** What is missing, e.g. 该商品不存在或已下架; the spec's line for an unknown path. */
  title?: string;
  note?: string;
  back?: { href: string; label: string };
}

export function NotFound({
  title = 'This page could not be found',
  note = '页面走丢了，您访问的页面不存在或已被移除。',
  back,
}: Props) {
  return (
    <div className={`page-column ${classes.wrap}`}>
      <p className={classes.code}>404</p>
      <h1 className={classes.title}>{title}</h1>
      <p className={classes.note}>{note}</p>
      <div className={classes.actions}>
        {back && (
          <Link href={back.href} className={classes.ghost}>
            {back.label}
          </Link>
        )}
        <Link href={pathOf('home')} className={classes.button}>
          返回首页
        </Link>
      </div>
    </div>
  );
}
