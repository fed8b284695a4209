// An inquiry's terms as a list of facts and its line items as a table, the same on the detail page
// and in the publish wizard's review (as suppliers will see it).
import type { ReactNode } from 'react';
import { ScrollTable } from '../../../ui/ScrollTable';
import classes from './detail.module.css';

export interface Fact {
  term: string;
  value: ReactNode;
  /** Spans the whole row. */
  wide?: boolean;
}

export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <dl className={classes.facts}>
      {facts.map((f) => (
        <div key={f.term} className={f.wide ? classes.wide : undefined}>
          <dt>{f.term}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

interface Line {
  name: string;
  spec?: string | null;
  unit: string;
  /** A draft's quantity is still the text typed. */
  quantity: number | string;
}

interface LineTableProps<L extends Line> {
  lines: L[];
  /** The scrolling region's name. */
  label: string;
  caption?: string;
  /** The last column: its heading and each line's cell. */
  last: { title: string; cell: (line: L) => ReactNode };
  rowKey: (line: L, index: number) => string | number;
}

export function LineTable<L extends Line>({ lines, label, caption, last, rowKey }: LineTableProps<L>) {
  return (
    <ScrollTable label={label}>
      <table className={classes.table}>
        {caption && <caption>{caption}</caption>}
        <thead>
          <tr>
            <th scope="col">序号</th>
            <th scope="col">物料名称</th>
            <th scope="col">规格型号</th>
            <th scope="col">单位</th>
            <th scope="col" className={classes.num}>
              数量
            </th>
            <th scope="col">{last.title}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l, i) => (
            <tr key={rowKey(l, i)}>
              <td>{i + 1}</td>
              <th scope="row">{l.name}</th>
              <td>{l.spec || '—'}</td>
              <td>{l.unit}</td>
              <td className={classes.num}>{l.quantity}</td>
              <td>{last.cell(l)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}
