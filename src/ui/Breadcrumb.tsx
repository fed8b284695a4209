// 当前位置: the links that lead to this page (each a label and its href), then the page itself, with
// the same trail as a schema.org BreadcrumbList (JSON-LD) for search engines.
import { Fragment } from 'react';
import { Link } from 'wouter';
import classes from './breadcrumb.module.css';

export interface Crumb {
  label: string;
  href: string;
}

/** The trail as JSON-LD, `<` escaped so no label can close the script. */
const breadcrumbList = (trail: readonly Crumb[], current: string) =>
  JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [...trail, { label: current, href: undefined }].map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.label,
      ...(c.href ? { item: c.href } : {}),
    })),
  }).replace(/</g, '\\u003c');

export function Breadcrumb({ trail, current }: { trail: readonly Crumb[]; current: string }) {
  return (
    <nav aria-label="当前位置" className={classes.breadcrumb}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: breadcrumbList(trail, current) }} />
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
