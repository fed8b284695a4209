// A list page's head, one way for the lists that title themselves by their search: the heading
// (“钢结构”的招标公告 while a keyword is searched), the count once the first page has answered
// (共 N 个项目) and the page's actions. The section's sheet gives the look.
import type { ReactNode } from 'react';

/** The heading of a list searched by `keyword`: “keyword”的{noun}, else the list's own title. */
export const keywordTitle = (keyword: string, noun: string, title = noun) =>
  keyword ? `“${keyword}”的${noun}` : title;

interface Props {
  title: string;
  /** The list's total (undefined until the first answer) and what it counts, e.g. 台设备. */
  total: number | undefined;
  unit: string;
  /** The section's sheet: head, count and headActions. */
  classes: Readonly<Record<string, string>>;
  /** The page's actions (links, 保存搜索). */
  children: ReactNode;
}

export function ListPageHead({ title, total, unit, classes, children }: Props) {
  return (
    <header className={classes.head}>
      <h1>{title}</h1>
      {total !== undefined && (
        <span className={classes.count}>
          共 {total} {unit}
        </span>
      )}
      <div className={classes.headActions}>{children}</div>
    </header>
  );
}
