// The head of a mall list page: its title and, once the first page has answered, the count.
import classes from './mall.module.css';

interface ListHeadProps {
  title: string;
  /** The count line, e.g. `共 12 件商品`; absent until the first answer. */
  count?: string;
  /** h2 where the page already has its h1 (the self-operated band). */
  level?: 1 | 2;
}

export function ListHead({ title, count, level = 1 }: ListHeadProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <header className={classes.listHead}>
      <Heading className={classes.listTitle}>{title}</Heading>
      {count !== undefined && (
        <span className={classes.listCount} role="status">
          {count}
        </span>
      )}
    </header>
  );
}
