// 我的资质 (members, on the projectQualification flow): the company's 资质 stored once per
// category — category and grade, certificate number, expiry and the certificate scan (a private
// upload), checked at input and by the server — listed with delete (asked once more, 取消 first);
// each write refreshes the list and the packages' match badges.
import { useEffect, useState } from 'react';
import '../../../ui/mantine-components';
import { NativeSelect, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { QUAL_DRAFT_MSG } from '../../../../machines/project-forms';
import { GRADE_NAMES, project, QUALIFICATIONS, QUALIFICATION_CODES } from '../../../api/project';
import type { UploadedFile } from '../../../api/resource';
import { useFlow } from '../../../shared/actor';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { formatDay } from '../../../ui/date';
import { FormAnnouncer, useFlowForm } from '../../../ui/form';
import { FileUpload } from '../../../ui/upload';
import { callKey, qualificationsQuery } from '../common/queries';
import { ScrollTable } from '../../../ui/ScrollTable';
import classes from '../common/project.module.css';

type Send = ReturnType<typeof useFlow<'projectQualification'>>[1];

/** Today in Beijing, for the expiry rule at input. */
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

/** The field each refusal of the flow's own check names (the server's refusals are the form's). */
const QUAL_PATHS: Partial<Record<string, string>> = {
  [QUAL_DRAFT_MSG.grade]: 'grade',
  [QUAL_DRAFT_MSG.certNo]: 'certNo',
  [QUAL_DRAFT_MSG.expiresOn]: 'expiresOn',
};

/** The grade chosen, or the category's first when the category changed under it. */
const gradeOf = ({ categoryCode, grade }: { categoryCode: string; grade: string }) => {
  const grades = QUALIFICATIONS[categoryCode].grades;
  return grades.includes(grade) ? grade : grades[0];
};

const CATEGORY_OPTIONS = QUALIFICATION_CODES.map((c) => ({ value: c, label: QUALIFICATIONS[c].name }));

function QualificationForm({ send, busy, error }: { send: Send; busy: boolean; error: string }) {
  const [scan, setScan] = useState<UploadedFile[]>([]);
  const { values, field, root, onSubmit, announcement } = useFlowForm({
    initial: { categoryCode: '2', grade: QUALIFICATIONS['2'].grades[0], certNo: '', expiresOn: '' },
    error,
    paths: QUAL_PATHS,
    send: (v) => {
      const form = { ...v, grade: gradeOf(v), certNo: v.certNo.trim(), scanAttachId: scan[0]?.attachId ?? '' };
      send({ type: 'projectQualification.save', form, today: today() });
    },
    onEdit: () => send({ type: 'projectQualification.edit' }),
  });
  const grades = QUALIFICATIONS[values.categoryCode].grades;
  return (
    <form ref={root} className={classes.form} onSubmit={onSubmit} aria-label="登记资质" noValidate>
      <NativeSelect label="资质类别" data={CATEGORY_OPTIONS} {...field('categoryCode')} />
      <NativeSelect
        label="资质等级"
        data={grades.map((g) => ({ value: g, label: GRADE_NAMES[g] }))}
        {...field('grade')}
        value={gradeOf(values)}
      />
      <TextInput label="证书编号" required maxLength={40} {...field('certNo')} />
      <TextInput label="有效期至" required type="date" {...field('expiresOn')} />
      <FileUpload
        label="证书扫描件（仅本企业与报名项目的发包单位可见）"
        kinds={['image', 'pdf']}
        maxFiles={1}
        visibility="private"
        onChange={setScan}
      />
      <FormAnnouncer text={announcement} />
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
      <QualificationForm send={send} busy={busy} error={error} />
      {error && !QUAL_PATHS[error] && (
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
