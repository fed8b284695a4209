// 补充材料: what the institution asked for, the applicant's uploads (private, its own) and a note;
// 提交补充材料 sends the application back to 受理中 and refreshes it.
import { useState } from 'react';
import '../../../ui/mantine-components';
import { Button, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { finance } from '../../../api/finance';
import { DESK_MSG, type ApplicationDetail } from '../../../api/finance-desk';
import { errorText } from '../../../../machines/notice';
import { call } from '../../../client/http';
import { FileUpload } from '../../../ui/upload';
import { myApplicationQuery } from '../common/queries';
import classes from '../common/finance.module.css';

export function SupplementForm({ a }: { a: ApplicationDetail }) {
  const client = useQueryClient();
  const [materials, setMaterials] = useState<string[]>([]);
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const send = useMutation({
    mutationFn: () => call(finance.supplement, { id: a.id, materials, note }, { silent: true }),
    onSuccess: (next) => client.setQueryData(myApplicationQuery(a.id).queryKey, next),
    onError: (e) => setError(errorText(e)),
  });
  return (
    <section className={classes.block} aria-labelledby="supplement">
      <h2 id="supplement">补充材料</h2>
      <p>
        {a.institutionName}请您补充：{a.request}
      </p>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setError(materials.length === 0 ? DESK_MSG.materials : '');
          if (materials.length > 0) send.mutate();
        }}
      >
        <FileUpload
          label="补充材料（私密上传，图片或 PDF，最多 5 个）"
          kinds={['image', 'pdf']}
          maxFiles={5}
          visibility="private"
          onChange={(files) => setMaterials(files.map((f) => f.attachId))}
        />
        <Textarea label="说明（选填）" maxLength={300} value={note} onChange={(e) => setNote(e.currentTarget.value)} />
        {error && (
          <p className={classes.note} role="alert">
            {error}
          </p>
        )}
        <Button type="submit" loading={send.isPending}>
          提交补充材料
        </Button>
      </form>
    </section>
  );
}
