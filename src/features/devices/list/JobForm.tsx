// 全包价: the job the user enters (working days, hours per day, the day the machine must be on
// site). Applying it asks the list for machines free over the whole job, each with its all-in
// cost, cheapest first; 清除 drops the job. Drafts start from the URL.
import { useState, type FormEvent } from 'react';
import type { SupplyView } from '../../../shared/sections/devices/views';
import { JobFields } from '../common/JobFields';
import classes from '../common/devices.module.css';

interface Props {
  view: SupplyView;
  onChange: (patch: Partial<SupplyView>) => void;
}

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

export function JobForm({ view, onChange }: Props) {
  const [days, setDays] = useState(view.jobDays === null ? '' : String(view.jobDays));
  const [hours, setHours] = useState(String(view.jobHours ?? 8));
  const [start, setStart] = useState(view.jobDays !== null && view.freeFrom ? view.freeFrom : '');
  const [error, setError] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const d = Number(days);
    const h = Number(hours);
    if (!Number.isInteger(d) || d < 1 || d > 365) return setError('工期请填写 1–365 天');
    if (!Number.isInteger(h) || h < 1 || h > 24) return setError('每天工作时长请填写 1–24 小时');
    setError('');
    const window = /^\d{4}-\d{2}-\d{2}$/.test(start) ? { freeFrom: start, freeTo: addDays(start, d - 1) } : {};
    // Ranking by the total needs the machine type (the job's machine); without it every row still shows its total.
    onChange({ jobDays: d, jobHours: h, sort: view.typeCode ? 'total' : view.sort, ...window });
  };
  const clear = () => onChange({ jobDays: null, jobHours: null, freeFrom: null, freeTo: null, sort: 'publishTime' });
  return (
    <section className={classes.job} aria-labelledby="job-title">
      <h2 id="job-title">算一算全包价</h2>
      <form onSubmit={submit} aria-describedby="job-note">
        <JobFields
          days={days}
          hours={hours}
          onDays={setDays}
          onHours={setHours}
          labelClass={classes.field}
          widths={[72, 64]}
        />
        <label className={classes.field}>
          进场日期
          <input type="date" value={start} onChange={(e) => setStart(e.currentTarget.value)} />
        </label>
        <button type="submit" className={classes.primary}>
          {view.typeCode ? '计算并按全包价排序' : '计算全包价'}
        </button>
        {view.jobDays !== null && (
          <button type="button" className={classes.ghost} onClick={clear}>
            清除工况
          </button>
        )}
      </form>
      {error && (
        <p role="alert" style={{ color: 'var(--portal-danger)' }}>
          {error}
        </p>
      )}
      <p id="job-note">
        全包价 = 最省租赁方式的租金（台班按 8 小时，月租按 30 天）+ 进出场费 + 安拆费 +
        未含的操作手与燃油；选择设备类型后可按全包价排序；填写进场日期只显示整个工期都可租的设备。
      </p>
    </section>
  );
}
