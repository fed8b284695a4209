// One notice or rule as an article: title, category, times, version, paragraphs, neighbours.
import { Link } from 'wouter';
import type { FinanceNoticeDetail } from '../../../api/finance';
import { formatDay, formatTime } from '../../../ui/date';
import classes from './finance.module.css';

export function NoticeArticle({ n, hrefOf }: { n: FinanceNoticeDetail; hrefOf: (id: number) => string }) {
  return (
    <article className={classes.article}>
      <h1>{n.title}</h1>
      <p className={classes.articleMeta}>
        <span>{n.categoryName}</span>
        <span>发布于 {formatTime(n.publishTime)}</span>
        {n.effectiveTime && <span>生效日期 {formatDay(n.effectiveTime)}</span>}
        {n.version && <span>版本 {n.version}</span>}
      </p>
      {n.body.map((para, i) => (
        <p key={i}>{para}</p>
      ))}
      <nav className={classes.neighbours} aria-label="上一篇与下一篇">
        {n.prevId ? <Link href={hrefOf(n.prevId)}>上一篇</Link> : <span />}
        {n.nextId ? <Link href={hrefOf(n.nextId)}>下一篇</Link> : <span />}
      </nav>
    </article>
  );
}
