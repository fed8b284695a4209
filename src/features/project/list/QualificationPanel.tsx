// 我的资质 (members, on the projectQualification flow): the company's 资质 stored once per
// category — category and grade, certificate number, expiry and the certificate scan (a private
// upload), checked at input and by the server — listed with delete (asked once more, 取消 first);
// each write refreshes the list and the packages' match badges.
import { useEffect, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { GRADE_NAMES, project, QUALIFICATIONS, QUALIFICATION_CODES } from '../../../api/project';
import type { UploadedFile } from '../../../api/resource';
import { useFlow } from '../../../shared/actor';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { formatDay } from '../../../ui/date';
import { FileUpload } from '../../../ui/upload';
import { callKey, qualificationsQuery } from '../common/queries';
import { ScrollTable } from '../../../ui/ScrollTable';
import classes from '../common/project.module.css';

type Send = ReturnType<typeof useFlow<'projectQualification'>>[1];

/** Today in Beijing, for the expiry rule at input. */
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

function QualificationForm({ send, busy }: { send: Send; busy: boolean }) {
  const [categoryCode, setCategory] = useState('2');
  const grades = QUALIFICATIONS[categoryCode].grades;
  const [grade, setGrade] = useState(grades[0]);
  const [certNo, setCertNo] = useState('');
  const [expiresOn, setExpires] = useState('');
  const [scan, setScan] = useState<UploadedFile[]>([]);
  const edit =
    <T,>(setter: (v: T) => void) =>
    (v: T) => {
      setter(v);
      send({ type: 'projectQualification.edit' });
    };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const form = {
      categoryCode,
      grade: grades.includes(grade) ? grade : grades[0],
      certNo: certNo.trim(),
      expiresOn,
      scanAttachId: scan[0]?.attachId ?? '',
    };
    send({ type: 'projectQualification.save', form, today: today() });
  };
  return (
    <form className={classes.form} onSubmit={submit} aria-label="登记资质" noValidate>
      <label>
        资质类别{' '}
        <select value={categoryCode} onChange={(e) => edit(setCategory)(e.currentTarget.value)}>
          {QUALIFICATION_CODES.map((c) => (
            <option key={c} value={c}>
              {QUALIFICATIONS[c].name}
            </option>
          ))}
        </select>
      </label>
      <label>
        资质等级{' '}
        <select
          value={grades.includes(grade) ? grade : grades[0]}
          onChange={(e) => edit(setGrade)(e.currentTarget.value)}
        >
          {grades.map((g) => (
            <option key={g} value={g}>
              {GRADE_NAMES[g]}
            </option>
          ))}
        </select>
      </label>
      <label>
        证书编号{' '}
        <input required value={certNo} maxLength={40} onChange={(e) => edit(setCertNo)(e.currentTarget.value)} />
      </label>
      <label>
        有效期至{' '}
        <input required type="date" value={expiresOn} onChange={(e) => edit(setExpires)(e.currentTarget.value)} />
      </label>
      <FileUpload
        label="证书扫描件（仅本企业与报名项目的发包单位可见）"
        kinds={['image', 'pdf']}
        maxFiles={1}
        visibility="private"
        onChange={setScan}
      />
      <div>
        <button type="submit" className={classes.primary} disabled={busy}>
          {busy ? '保存中…' : '保存资质'}
        </button>
      </div>
    </form>
  );
}

export default function QualificationPanel() {
  const client = useQueryClient();
  const list = useQuery(qualificationsQuery);
  const [flow, send] = useFlow('projectQualification', 'projectQualification');
  const busy = useSelector(flow, (s) => s?.hasTag('busy') ?? false);
  const error = useSelector(flow, (s) => s?.context.error ?? '');
  const removing = useSelector(flow, (s) => (s?.matches('confirming') ? s.context.removing : null));
  const changes = useSelector(flow, (s) => s?.context.changes ?? 0);
  // Every write changes the list and every match badge.
  useEffect(() => {
    if (changes > 0)
      void Promise.all([
        client.invalidateQueries({ queryKey: qualificationsQuery.queryKey }),
        client.invalidateQueries(callKey(project.page.path)),
        client.invalidateQueries(callKey(project.detail.path)),
      ]);
  }, [changes, client]);
  return (
    <section className={classes.panel} aria-labelledby="my-qualifications">
      <h2 id="my-qualifications">我的资质</h2>
      {list.data && list.data.length === 0 && (
        <p className={classes.hint}>尚未登记资质：登记后，每个项目都会显示资质是否符合，并可筛选“只看我能接的”。</p>
      )}
      {list.data && list.data.length > 0 && (
        <ScrollTable labelledBy="my-qualifications">
          <table className={classes.table}>
            <thead>
              <tr>
                <th scope="col">资质</th>
                <th scope="col">等级</th>
                <th scope="col">证书编号</th>
                <th scope="col">有效期至</th>
                <th scope="col">操作</th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((q) => (
                <tr key={q.id}>
                  <td>{q.name}</td>
                  <td>{q.gradeName}</td>
                  <td>{q.certNo}</td>
                  <td>
                    {formatDay(q.expiresOn)}
                    {q.expired && '（已过期）'}
                  </td>
                  <td>
                    <button
                      type="button"
                      className={classes.secondary}
                      disabled={busy}
                      onClick={() => send({ type: 'projectQualification.delete', id: q.id, name: q.name })}
                      aria-label={`删除${q.name}`}
                    >
                      删除
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      )}
      <QualificationForm send={send} busy={busy} />
      {error && (
        <p className={classes.error} role="alert">
          {error}
        </p>
      )}
      <ConfirmDialog
        opened={removing !== null}
        title="删除资质"
        message={`删除「${removing?.name ?? ''}」后，需要该资质的项目将显示为不符合。`}
        confirmLabel="删除"
        danger
        onConfirm={() => send({ type: 'projectQualification.confirm' })}
        onCancel={() => send({ type: 'projectQualification.cancel' })}
      />
    </section>
  );
}
