// One news article opened on its list's page: the title (named by the article), its source and
// day, then a paragraph a line; `children` follow (a link back). The page's sheet gives the look.
import type { ReactNode } from 'react';
import type { NewsDetail } from '../api/cms';
import { formatDay } from './date';

interface Props {
  article: NewsDetail;
  /** h1 when the article replaces the list, h2 when it stands above it. */
  heading: 'h1' | 'h2';
  classes: { article: string; meta: string };
  children?: ReactNode;
}

export function NewsArticle({ article: a, heading: Heading, classes, children }: Props) {
  return (
    <article className={classes.article} aria-labelledby="news-title">
      <Heading id="news-title">{a.title}</Heading>
      <p className={classes.meta}>
        {a.source} · {formatDay(a.publishTime)}
      </p>
      {a.content.split('\n').map((para, i) => (
        <p key={i}>{para}</p>
      ))}
      {children}
    </article>
  );
}
