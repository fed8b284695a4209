// 当前位置: the links that lead to this page (each a label and its href), then the page itself.
import { Fragment } from 'react';
import { Link } from 'wouter';
import classes from './breadcrumb.module.css';

export interface Crumb {
  label: string;
  href: string;
}

export function Breadcrumb({ trail, current }: { trail: readonly Crumb[]; current: string }) {
  return (
    <nav aria-label="当前位置" className={classes.breadcrumb}>
      {trail.map((c) => (
        <Fragment key={c.href}>
          <Link href={c.href}>{c.label}</Link>
          <span aria-hidden="true"> › </span>
        </Fragment>
      ))}
      <span aria-current="page">{current}</span>
    </nav>
  );
}
