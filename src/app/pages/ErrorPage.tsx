// Route errors: the status code (500 when unknown) and the message, with ways out.
import { Link } from 'wouter';
import { useChunkReloadSuppressed } from '../../shared/actor';
import classes from '../../ui/status.module.css';
import { pathOf } from '../../shared/route-table';

interface Props {
  status: number;
  message?: string;
  /** A chunk of the app failed to load (usually a new release): suggest reloading the page. */
  chunk?: boolean;
}

/** The chunk guard reloads once; when it holds back (second failure within 60 s), ask the user. */
function ChunkNote() {
  const suppressed = useChunkReloadSuppressed();
  return <>{suppressed ? '网站可能刚刚更新，请稍后手动刷新页面。' : '网站可能刚刚更新，正在为您重新加载页面…'}</>;
}

export function ErrorPage({ status, message, chunk }: Props) {
  return (
    <div className={`page-column ${classes.wrap}`} role="alert">
      <p className={classes.code}>{status}</p>
      <h1 className={classes.title}>{chunk ? '页面资源加载失败' : '页面出错了'}</h1>
      <p className={classes.note}>{chunk ? <ChunkNote /> : message || '服务器错误!'}</p>
      <div className={classes.actions}>
        <a href={globalThis.location?.href ?? pathOf('home')} className={classes.ghost}>
          刷新页面
        </a>
        <Link href={pathOf('home')} className={classes.button}>
          返回首页
        </Link>
      </div>
    </div>
  );
}
