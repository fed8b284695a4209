// The head of an inquiry-section list page: its title, the count once the first page has
// answered, and links to the section's other lists.
import type { ReactNode } from 'react';
import classes from './list.module.css';

interface Props {
  title: string;
  /** The count line, e.g. `共 12 条询价`; absent until the first answer. */
  count?: string;
  children?: ReactNode;
}

export function ListHead({ title, count, children }: Props) {
  return (
    <header className={classes.head}>
      <h1 className={classes.title}>{title}</h1>
      {count !== undefined && (
        <span className={classes.count} role="status">
          {count}
        </span>
      )}
      {children && <div className={classes.headLinks}>{children}</div>}
    </header>
  );
}
