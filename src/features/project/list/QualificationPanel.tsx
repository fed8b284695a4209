// 我的资质 (members): the company's 资质 stored once per category — category and grade,
// certificate number, expiry and the certificate scan (a private upload) — listed with delete;
// saving one refreshes the list and the packages' match badges.
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { GRADE_NAMES, project, QUALIFICATIONS, QUALIFICATION_CODES } from '../../../api/project';
import type { UploadedFile } from '../../../api/resource';
import { call } from '../../../client/http';
import { formatDay } from '../../../ui/date';
import { FileUpload } from '../../../ui/upload';
import { callKey, qualificationsQuery } from '../common/queries';
import { ScrollTable } from '../../../ui/ScrollTable';
import classes from '../common/project.module.css';

const errorText = (e: unknown) => (e instanceof Error ? e.message : '保存失败');

function QualificationForm({ onSaved }: { onSaved: () => void }) {
  const [categoryCode, setCategory] = useState('2');
  const grades = QUALIFICATIONS[categoryCode].grades;
  const [grade, setGrade] = useState(grades[0]);
  const [certNo, setCertNo] = useState('');
  const [expiresOn, setExpires] = useState('');
  const [scan, setScan] = useState<UploadedFile[]>([]);
  const save = useMutation({
    mutationFn: () => call(project.saveQualification, { categoryCode, grade: grades.includes(grade) ? grade : grades[0], certNo: certNo.trim(), expiresOn, scanAttachId: scan[0]?.attachId ?? '' }, { silent: true }),
    onSuccess: () => {
      setCertNo('');
      onSaved();
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  return (
    <form className={classes.form} onSubmit={submit} aria-label="登记资质">
      <label>
        资质类别{' '}
        <select value={categoryCode} onChange={(e) => setCategory(e.currentTarget.value)}>
          {QUALIFICATION_CODES.map((c) => (
            <option key={c} value={c}>
              {QUALIFICATIONS[c].name}
            </option>
          ))}
        </select>
      </label>
      <label>
        资质等级{' '}
        <select value={grades.includes(grade) ? grade : grades[0]} onChange={(e) => setGrade(e.currentTarget.value)}>
          {grades.map((g) => (
            <option key={g} value={g}>
              {GRADE_NAMES[g]}
            </option>
          ))}
        </select>
      </label>
      <label>
        证书编号 <input required value={certNo} maxLength={40} pattern="[A-Za-z0-9\-]{6,40}" title="6-40 位字母、数字或连字符" onChange={(e) => setCertNo(e.currentTarget.value)} />
      </label>
      <label>
        有效期至 <input required type="date" value={expiresOn} onChange={(e) => setExpires(e.currentTarget.value)} />
      </label>
      <FileUpload label="证书扫描件（仅本企业与报名项目的发包单位可见）" kinds={['image', 'pdf']} maxFiles={1} visibility="private" onChange={setScan} />
      {save.error && (
        <p className={classes.error} role="alert">
          {errorText(save.error)}
        </p>
      )}
      <div>
        <button type="submit" className={classes.primary} disabled={save.isPending}>
          {save.isPending ? '保存中…' : '保存资质'}
        </button>
      </div>
    </form>
  );
}

export default function QualificationPanel() {
  const client = useQueryClient();
  const list = useQuery(qualificationsQuery);
  const refresh = () => {
    void client.invalidateQueries({ queryKey: qualificationsQuery.queryKey });
    void client.invalidateQueries(callKey(project.page.path));
    void client.invalidateQueries(callKey(project.detail.path));
  };
  const remove = useMutation({ mutationFn: (id: number) => call(project.deleteQualification, { id }), onSuccess: refresh });
  return (
    <section className={classes.panel} aria-labelledby="my-qualifications">
      <h2 id="my-qualifications">我的资质</h2>
      {list.data && list.data.length === 0 && <p className={classes.hint}>尚未登记资质：登记后，每个项目都会显示资质是否符合，并可筛选“只看我能接的”。</p>}
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
                    <button type="button" className={classes.secondary} onClick={() => remove.mutate(q.id)} aria-label={`删除${q.name}`}>
                      删除
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      )}
      <QualificationForm onSaved={refresh} />
    </section>
  );
}
