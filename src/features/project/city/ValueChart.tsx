// Package value by category per month (the city page's chart, its own lazy chunk: only that page
// loads it). Stacked columns drawn as SVG — no chart library is in the kept dependencies — with
// the same figures as a table for screen readers and as the legend.
import type { ProjectCity } from '../../../api/project';
import classes from './city.module.css';
import { TableHead } from '../../../ui/TableHead';

const COLORS = [
  '#1c7ed6',
  '#37b24d',
  '#f59f00',
  '#e8590c',
  '#7048e8',
  '#0ca678',
  '#d6336c',
  '#1098ad',
  '#74b816',
  '#ae3ec9',
  '#495057',
];
const W = 560;
const H = 200;
const PAD = 28;

export default function ValueChart({ months }: { months: ProjectCity['months'] }) {
  const totals = months.map((m) => m.byCategory.reduce((s, c) => s + c.wan, 0));
  const max = Math.max(1, ...totals);
  const codes = [...new Set(months.flatMap((m) => m.byCategory.map((c) => c.code)))].sort(
    (a, b) => Number(a) - Number(b),
  );
  const names = new Map(months.flatMap((m) => m.byCategory.map((c) => [c.code, c.name] as const)));
  const colorOf = (code: string) => COLORS[(Number(code) - 1) % COLORS.length];
  const step = (W - PAD) / months.length;
  return (
    <figure className={classes.chart}>
      <svg viewBox={`0 0 ${W} ${H + 24}`} role="img" aria-label="近六个月分包金额（万元）按专业分布柱状图，数据见下表">
        {months.map((m, i) => {
          let y = H;
          return (
            <g key={m.month}>
              {m.byCategory.map((c) => {
                const h = (c.wan / max) * (H - 10);
                y -= h;
                return (
                  <rect
                    key={c.code}
                    x={PAD + i * step + step * 0.2}
                    y={y}
                    width={step * 0.6}
                    height={h}
                    fill={colorOf(c.code)}
                  />
                );
              })}
              <text x={PAD + i * step + step / 2} y={H + 16} textAnchor="middle" fontSize="12" fill="currentColor">
                {m.month.slice(5)}月
              </text>
            </g>
          );
        })}
        <line x1={PAD} x2={W} y1={H} y2={H} stroke="currentColor" strokeOpacity="0.3" />
      </svg>
      <ul className={classes.legend} aria-hidden="true">
        {codes.map((c) => (
          <li key={c}>
            <span style={{ background: colorOf(c) }} />
            {names.get(c)}
          </li>
        ))}
      </ul>
      <table className={classes.srTable}>
        <caption>近六个月分包金额（万元）</caption>
        <TableHead cols={['月份', '合计', '按专业']} />
        <tbody>
          {months.map((m, i) => (
            <tr key={m.month}>
              <th scope="row">{m.month}</th>
              <td>{Math.round(totals[i])}</td>
              <td>{m.byCategory.map((c) => `${c.name} ${Math.round(c.wan)}`).join('，') || '无'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
