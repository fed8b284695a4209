// Facts as a definition list: a name and its value a pair (<dl>, each pair a <div> of <dt>
// and <dd>), in the order given. The page's sheet gives the list its look.
import type { ReactNode } from 'react';

export function Facts({ rows, className }: { rows: ReadonlyArray<readonly [string, ReactNode]>; className?: string }) {
  return (
    <dl className={className}>
      {rows.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}
