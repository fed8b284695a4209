// The member's actions on another company's listing: express interest (once per company; the
// owner gets a notice) and report it (with a reason). Both answer from the server; the detail
// is reloaded after interest so the page shows the new state.
import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import '../../../ui/mantine-components';
import { NativeSelect, Textarea } from '@mantine/core';
import { devices, type ListingKind } from '../../../api/devices';
import { REPORT_REASONS } from '../../../api/devices-dicts';
import { call } from '../../../client/http';
import { notify } from '../../../client/notify';
import { transportOf } from '../../../shared/query';
import common from '../common/devices.module.css';
import { cardQuery, needQuery } from '../common/queries';
import classes from './detail.module.css';

type Reason = (typeof REPORT_REASONS)[number];

export default function ListingActions({
  kind,
  id,
  interested,
}: {
  kind: ListingKind;
  id: number;
  interested: boolean;
}) {
  const client = useQueryClient();
  const http = transportOf(client);
  const [message, setMessage] = useState('');
  const [reporting, setReporting] = useState(false);
  const [reason, setReason] = useState<Reason>(REPORT_REASONS[0]);
  const [reported, setReported] = useState(false);
  const interest = useMutation({
    mutationFn: () => call(devices.interest, { kind, id, message }, { http }),
    onSuccess: async () => {
      notify({
        message: kind === 'supply' ? '已通知出租方，对方会尽快与您联系' : '已通知求租方，对方会尽快与您联系',
        color: 'green',
      });
      await client.invalidateQueries({ queryKey: (kind === 'supply' ? cardQuery(id) : needQuery(id)).queryKey });
    },
  });
  const report = useMutation({
    mutationFn: () => call(devices.report, { kind, id, reason, note: '' }, { http }),
    onSuccess: () => {
      setReported(true);
      setReporting(false);
      notify({ message: '举报已提交，平台将尽快核实', color: 'green' });
    },
  });
  const submitReport = (e: FormEvent) => {
    e.preventDefault();
    report.mutate();
  };
  return (
    <div className={classes.actions}>
      {interested ? (
        <p role="status">已表达{kind === 'supply' ? '租用' : '供应'}意向，对方已收到通知。</p>
      ) : (
        <>
          <Textarea
            label="给对方留言（选填）"
            rows={2}
            maxLength={200}
            value={message}
            onChange={(e) => setMessage(e.currentTarget.value)}
          />
          <button
            type="button"
            className={common.primary}
            disabled={interest.isPending}
            onClick={() => interest.mutate()}
          >
            {kind === 'supply' ? '我想租用' : '我有设备'}
          </button>
        </>
      )}
      {reported ? (
        <p role="status">已举报，感谢您的反馈。</p>
      ) : reporting ? (
        <form onSubmit={submitReport} aria-label="举报" noValidate>
          <NativeSelect
            label="举报原因"
            data={[...REPORT_REASONS]}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value as Reason)}
          />
          <button type="submit" className={common.ghost} disabled={report.isPending}>
            提交举报
          </button>
        </form>
      ) : (
        <button type="button" className={classes.linkish} onClick={() => setReporting(true)}>
          举报该信息
        </button>
      )}
    </div>
  );
}
