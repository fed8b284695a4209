// A page's head below the frame: where it sits (the breadcrumb's trail, then the page), its
// heading and what the page says under it. The section's sheet gives the header's look.
import type { ReactNode } from 'react';
import { Breadcrumb, type Crumb } from './Breadcrumb';

interface Props {
  trail: readonly Crumb[];
  /** The page in the breadcrumb; the heading too unless `title` says otherwise. */
  current: string;
  title?: string;
  className: string;
  children?: ReactNode;
}

export function PageHead({ trail, current, title = current, className, children }: Props) {
  return (
    <>
      <Breadcrumb trail={trail} current={current} />
      <header className={className}>
        <h1>{title}</h1>
        {children}
      </header>
    </>
  );
}
