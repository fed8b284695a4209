// A link that stays in the SPA for local paths and does a full page load for other hosts
// (and for the /jump landing page, which stands in for those hosts locally).
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { pathOf } from '../shared/route-table';

interface Props {
  href: string;
  children: ReactNode;
  className?: string;
  'aria-label'?: string;
  'aria-expanded'?: boolean;
  newTab?: boolean;
}

export const isExternal = (href: string) =>
  /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//') || href.startsWith(pathOf('jump'));

export function AppLink({ href, children, newTab, ...rest }: Props) {
  if (!href) return <span className={rest.className}>{children}</span>;
  if (isExternal(href)) {
    return (
      <a href={href} {...rest} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {children}
      </a>
    );
  }
  return (
    <Link href={href} {...rest}>
      {children}
    </Link>
  );
}
