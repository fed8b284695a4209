// Unknown paths: the 404 page with the English line the spec names and a Chinese note.
import { Link } from 'wouter';
import classes from './pages.module.css';

export function NotFoundPage() {
  return (
    <div className={`page-column ${classes.wrap}`}>
      <p className={classes.code}>404</p>
      <h1 className={classes.title}>This page could not be found</h1>
      <p className={classes.note}>页面走丢了，您访问的页面不存在或已被移除。</p>
      <div className={classes.actions}>
        <Link href="/home" className={classes.button}>
          返回首页
        </Link>
      </div>
    </div>
  );
}
