// 全包价 on the card: the user enters the job (days, hours per day) and sees the whole cost with
// this machine — the rent in every offered mode (the cheapest named), fees, operator and fuel
// when not included — from the same rule the list sorts by (src/api/devices-cost.ts).
import { useState, type FormEvent } from 'react';
import type { SupplyDetail } from '../../../api/devices';
import { jobCost, type CostJob } from '../../../api/devices-cost';
import { yuanText } from '../common/format';
import { JobFields } from '../common/JobFields';
import common from '../common/devices.module.css';
import classes from './detail.module.css';

const clampInt = (s: string, min: number, max: number) => {
  const n = Number(s);
  return Number.isInteger(n) && n >= min && n <= max ? n : null;
};

export function CostPanel({ d }: { d: SupplyDetail }) {
  const [days, setDays] = useState('10');
  const [hours, setHours] = useState('8');
  const [job, setJob] = useState<CostJob | null>(null);
  const [error, setError] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const [dd, hh] = [clampInt(days, 1, 365), clampInt(hours, 1, 24)];
    if (dd === null || hh === null) return setError('请填写 1–365 天的工期和 1–24 小时的每天工作时长');
    setError('');
    setJob({ days: dd, hoursPerDay: hh });
  };
  const cost = job && d.price !== null ? jobCost({ ...d, prices: d.prices }, job) : null;
  return (
    <section className={classes.block} aria-labelledby="cost-title">
      <h2 id="cost-title">全包价计算</h2>
      <form className={classes.costForm} onSubmit={submit}>
        <JobFields days={days} hours={hours} onDays={setDays} onHours={setHours} />
        <button type="submit" className={common.primary}>
          计算全包价
        </button>
      </form>
      {error && <p role="alert">{error}</p>}
      <div aria-live="polite">
        {job && !cost && (
          <p className={classes.note}>该设备{d.price === null ? '租金面议' : '按方量计价'}，请联系出租方报价。</p>
        )}
        {cost && (
          <>
            <table className={classes.table}>
              <caption className="visually-hidden">各租赁方式的租金</caption>
              <thead>
                <tr>
                  <th scope="col">租赁方式</th>
                  <th scope="col" className={classes.amount}>
                    {job!.days} 天租金
                  </th>
                </tr>
              </thead>
              <tbody>
                {cost.modes.map((m, i) => (
                  <tr key={m.mode} data-best={i === 0 || undefined}>
                    <td>
                      按{m.modeName}
                      {i === 0 && '（最省）'}
                    </td>
                    <td className={classes.amount}>{yuanText(m.rent)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <table className={classes.table}>
              <caption className="visually-hidden">全包价明细</caption>
              <tbody>
                {cost.lines.map((l) => (
                  <tr key={l.label}>
                    <th scope="row">{l.label}</th>
                    <td className={classes.amount}>{yuanText(l.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className={classes.total}>
              全包价 <strong>{yuanText(cost.total)}</strong>（按{cost.modeName}最省）
            </p>
          </>
        )}
      </div>
    </section>
  );
}
