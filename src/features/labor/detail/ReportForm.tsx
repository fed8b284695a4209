// 举报: a member reports a job post once (收取押金/培训费 and the other reasons).
import { useState, type FormEvent } from 'react';
import '../../../ui/mantine-components';
import { NativeSelect, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { laborMember } from '../../../api/labor-member';
import { REPORT_REASONS } from '../../../api/labor-trades';
import { call } from '../../../client/http';
import { useSession } from '../../../shared/actor';
import { transportOf } from '../../../shared/query';
import { formClasses } from '../../../ui/form';
import classes from '../common/labor.module.css';

export function ReportForm({ jobId }: { jobId: number }) {
  const { loggedIn } = useSession();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<(typeof REPORT_REASONS)[number]>(REPORT_REASONS[0]);
  const [detail, setDetail] = useState('');
  const send = useMutation({
    mutationFn: () => call(laborMember.report, { jobId, reason, detail }, { http: transportOf(client), silent: true }),
  });
  if (!loggedIn) return null;
  if (send.data)
    return (
      <p className={classes.note} role="status">
        {send.data.reported ? '举报已提交，平台将尽快核查。' : '您已举报过该信息，平台正在核查。'}
      </p>
    );
  if (!open)
    return (
      <button type="button" className={classes.ghost} onClick={() => setOpen(true)}>
        举报该信息
      </button>
    );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send.mutate();
  };
  return (
    <form onSubmit={submit} aria-label="举报招工信息" className={formClasses.form} noValidate>
      <NativeSelect
        label="举报原因"
        data={[...REPORT_REASONS]}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value as typeof reason)}
      />
      <TextInput label="补充说明" maxLength={300} value={detail} onChange={(e) => setDetail(e.currentTarget.value)} />
      {send.error && (
        <p className={classes.error} role="alert">
          {send.error.message}
        </p>
      )}
      <button type="submit" className={classes.button} disabled={send.isPending}>
        提交举报
      </button>
    </form>
  );
}
