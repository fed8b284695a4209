// 报名 (members, a lazy part): the company's application if it has one, else why it cannot apply,
// else the form — qualification, experience, optional price in 万元, message — checked by the
// server (one per company; not one's own package; not after the deadline; 资质 that fits).
import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { project, type ProjectDetail } from '../../../api/project';
import { call } from '../../../client/http';
import { formatTime } from '../../../ui/date';
import { callKey } from '../common/queries';
import classes from './detail.module.css';
import common from '../common/project.module.css';

function ApplyForm({ d }: { d: ProjectDetail }) {
  const client = useQueryClient();
  const [qualification, setQualification] = useState(d.requirement === '不要求资质' ? '' : d.requirement);
  const [experience, setExperience] = useState('');
  const [price, setPrice] = useState('');
  const [message, setMessage] = useState('');
  const [priceError, setPriceError] = useState('');
  const apply = useMutation({
    mutationFn: (priceWan: number | null) => call(project.apply, { packageId: d.id, qualification, experience, priceWan, message }, { silent: true }),
    onSuccess: () => client.invalidateQueries(callKey(project.detail.path)),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const n = Number(price);
    if (price.trim() && (!Number.isFinite(n) || n <= 0)) return setPriceError('报价应为大于 0 的数字（万元）');
    setPriceError('');
    apply.mutate(price.trim() ? Math.round(n * 100) / 100 : null);
  };
  return (
    <form className={common.form} onSubmit={submit} aria-label="报名分包项目">
      <label className={classes.field}>
        资质说明
        <input required maxLength={200} value={qualification} onChange={(e) => setQualification(e.currentTarget.value)} />
      </label>
      <label className={classes.field}>
        类似业绩
        <textarea required rows={3} maxLength={500} value={experience} onChange={(e) => setExperience(e.currentTarget.value)} />
      </label>
      <label className={classes.field}>
        意向报价（万元，选填）
        <input inputMode="decimal" value={price} aria-invalid={!!priceError || undefined} onChange={(e) => setPrice(e.currentTarget.value)} />
      </label>
      {priceError && <p className={common.error}>{priceError}</p>}
      <label className={classes.field}>
        留言（选填）
        <textarea rows={2} maxLength={300} value={message} onChange={(e) => setMessage(e.currentTarget.value)} />
      </label>
      {apply.error && (
        <p className={common.error} role="alert">
          {apply.error.message}
        </p>
      )}
      <div>
        <button type="submit" className={common.primary} disabled={apply.isPending}>
          {apply.isPending ? '提交中…' : '提交报名'}
        </button>
      </div>
    </form>
  );
}

export default function ApplyPanel({ d }: { d: ProjectDetail }) {
  const a = d.myApplication;
  return (
    <section className={classes.block} aria-labelledby="project-apply">
      <h2 id="project-apply">报名</h2>
      {a ? (
        <div role="status">
          <p>
            贵公司已于 {formatTime(a.createdAt)} 报名，状态：<strong>{a.statusName}</strong>
          </p>
          {a.priceWan !== null && <p>意向报价：{a.priceWan} 万元</p>}
          {a.reason && <p className={classes.note}>说明：{a.reason}</p>}
        </div>
      ) : d.applyBlock ? (
        <p className={classes.note}>{d.applyBlock}</p>
      ) : (
        <ApplyForm d={d} />
      )}
    </section>
  );
}
