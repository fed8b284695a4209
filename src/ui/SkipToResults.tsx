// The skip link every list page shows before its filters: 跳到结果 moves the focus to the results
// heading of the list (PagedList), so a keyboard user does not tab through every filter.
import type { MouseEvent } from 'react';
import classes from './list.module.css';

/** The id of the results heading (one list per page). */
export const RESULTS_ID = 'list-results';

/** Move the focus to the results heading, scrolled into view; false when there is none. */
export function focusResults(): boolean {
  const heading = document.getElementById(RESULTS_ID);
  if (!heading) return false;
  heading.focus();
  return true;
}

export function SkipToResults() {
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (focusResults()) e.preventDefault();
  };
  return (
    <a href={`#${RESULTS_ID}`} className={classes.skipResults} onClick={onClick}>
      跳到结果
    </a>
  );
}
