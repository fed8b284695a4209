// The acting supplier's certification under the sc header: pending (when it was submitted, the
// review's time), rejected (the review's reason, and the form to fix the company details and
// resubmit: pending again) or frozen. Nothing for purchasers and certified suppliers.
import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import '../../../ui/mantine-components';
import { Button } from '@mantine/core';
import { companyDetailsError } from '../../../../machines/sc-forms';
import { errorText } from '../../../../machines/notice';
import { sc, type ScMemberInfo, type ScResubmitInput } from '../../../api/sc';
import { SC_REVIEW_WAIT } from '../../../api/sc-dicts';
import { call } from '../../../client/http';
import { notify } from '../../../client/notify';
import { scCallOptions } from '../../../shared/sections/sc/session';
import { formatTime } from '../../../ui/date';
import { scMemberKey, useScMember } from './use-sc-member';
import { CompanyFields } from '../auth/AccountFields';
import classes from './sc.module.css';

function ResubmitForm({
  member,
  session,
  onClose,
}: {
  member: ScMemberInfo;
  session: string | undefined;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const [form, setForm] = useState<ScResubmitInput>({
    companyName: member.companyName,
    creditCode: member.creditCode,
    contactName: member.contactName,
  });
  const [error, setError] = useState('');
  const set = (patch: Partial<ScResubmitInput>) => setForm((f) => ({ ...f, ...patch }));
  const resubmit = useMutation({
    mutationFn: (input: ScResubmitInput) => call(sc.resubmitCert, input, scCallOptions({ silent: true })),
    onSuccess: (next) => {
      client.setQueryData(scMemberKey(session), next);
      notify({ color: 'green', message: '认证资料已重新提交，请等待审核', autoClose: 3000 });
    },
    onError: (e) => setError(errorText(e)),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const wrong = companyDetailsError(form);
    setError(wrong ?? '');
    if (!wrong)
      resubmit.mutate({
        companyName: form.companyName.trim(),
        creditCode: form.creditCode.trim(),
        contactName: form.contactName.trim(),
      });
  };
  return (
    <form className={classes.certForm} onSubmit={submit} noValidate aria-label="修改认证资料">
      <CompanyFields value={form} set={set} />
      {error && (
        <p role="alert" className={classes.certError}>
          {error}
        </p>
      )}
      <div className={classes.certActions}>
        <Button type="submit" loading={resubmit.isPending}>
          重新提交审核
        </Button>
        <Button type="button" variant="default" onClick={onClose} disabled={resubmit.isPending}>
          取消
        </Button>
      </div>
    </form>
  );
}

export function CertNotice() {
  const { session, member } = useScMember();
  const [editing, setEditing] = useState(false);
  const current = member?.roles.find((r) => r.role === member.role);
  if (!member || !current || current.role !== 'supplier') return null;
  if (current.certStatus === 'cert_pending') {
    return (
      <p className={classes.cert} data-tone="warn" role="status" data-testid="sc-cert">
        <strong>供应商认证审核中</strong>：资料已于 {formatTime(current.submittedAt)} 提交，{SC_REVIEW_WAIT}
        ，审核通过后即可报名投标。
      </p>
    );
  }
  if (current.certStatus === 'frozen') {
    return (
      <p className={classes.cert} data-tone="warn" role="status" data-testid="sc-cert">
        <strong>供应商身份已冻结</strong>：暂不能报名投标，如有疑问请联系平台客服。
      </p>
    );
  }
  if (!current.canResubmit) return null;
  return (
    <section className={classes.cert} data-tone="warn" aria-label="供应商认证" data-testid="sc-cert">
      <strong className={classes.certTitle}>供应商认证未通过</strong>
      <p>原因：{current.rejectReason || '资料不符合认证要求'}</p>
      {editing ? (
        <ResubmitForm member={member} session={session} onClose={() => setEditing(false)} />
      ) : (
        <Button size="xs" onClick={() => setEditing(true)}>
          修改资料并重新提交
        </Button>
      )}
    </section>
  );
}
