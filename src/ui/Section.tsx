// A titled block of the page: heading, optional 更多 link, and a white card body.
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import classes from './ui.module.css';

interface Props {
  title: string;
  more?: string;
  extra?: ReactNode;
  children: ReactNode;
  className?: string;
}

export function Section({ title, more, extra, children, className }: Props) {
  const id = `sec-${title}`;
  return (
    <section className={className ? `${classes.section} ${className}` : classes.section} aria-labelledby={id}>
      <header className={classes.sectionHead}>
        <h2 id={id} className={classes.sectionTitle}>
          {title}
        </h2>
        <div className={classes.sectionExtra}>
          {extra}
          {more && (
            <Link href={more} className={classes.more} aria-label={`查看更多${title}`}>
              更多 ›
            </Link>
          )}
        </div>
      </header>
      <div className={classes.sectionBody}>{children}</div>
    </section>
  );
}
