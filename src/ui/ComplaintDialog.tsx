// The report dialog of ComplaintButton (loaded when first opened): the reason from the dictionary
// (虚假信息、收取费用、泄露联系方式、侵权、其他) and a description, sent by complaint.submit; the
// answer (received, or the server's refusal in Chinese) is told. The dialog knows no section.
import { useState } from 'react';
import './mantine-components';
import { Button, Modal, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  complaint,
  COMPLAINT_OBJECT_NAMES,
  COMPLAINT_REASON_NAMES,
  COMPLAINT_REASONS,
  complaintForm,
  DESCRIPTION_MAX,
  DESCRIPTION_MIN,
  type ComplaintReason,
} from '../api/complaint';
import { call } from '../client/http';
import { notify } from '../client/notify';
import { transportOf } from '../shared/query';
import type { ComplaintTarget } from './ComplaintButton';
import { ChoiceGroup, FormAnnouncer, schemaRule, useFormSubmit } from './form';
import classes from './save-search.module.css';

const REASON_CHOICES = COMPLAINT_REASONS.map((value) => ({ value, label: COMPLAINT_REASON_NAMES[value] }));
const DESCRIPTION_MSG = `请填写举报说明（${DESCRIPTION_MIN}–${DESCRIPTION_MAX} 字）`;

function ComplaintForm({ target, onClose }: { target: ComplaintTarget; onClose: () => void }) {
  const client = useQueryClient();
  const [error, setError] = useState('');
  const form = useForm<{ reason: ComplaintReason | ''; description: string }>({
    mode: 'controlled',
    initialValues: { reason: '', description: '' },
    validate: {
      reason: (v) => (v ? null : '请选择举报原因'),
      description: schemaRule(complaintForm.shape.description, DESCRIPTION_MSG),
    },
  });
  const send = useMutation({
    mutationFn: (v: { reason: ComplaintReason; description: string }) =>
      call(
        complaint.submit,
        { objectKind: target.objectKind, objectId: target.objectId, ...v },
        { http: transportOf(client), silent: true },
      ),
    onSuccess: () => {
      notify({ color: 'green', message: '举报已提交，平台核实后将通过系统消息告知处理结果', autoClose: 3000 });
      onClose();
    },
    onError: (e: Error) => setError(e.message || '提交失败，请稍后重试'),
  });
  const { onSubmit, announcement } = useFormSubmit(form, (v) => {
    setError('');
    if (v.reason) send.mutate({ reason: v.reason, description: v.description.trim() });
  });
  return (
    <form className={classes.form} onSubmit={onSubmit} noValidate>
      <p className={classes.conditions}>
        举报{COMPLAINT_OBJECT_NAMES[target.objectKind]}：{target.title}
      </p>
      <ChoiceGroup
        label="举报原因"
        path="reason"
        required
        options={REASON_CHOICES}
        value={form.values.reason}
        onChange={(reason) => form.setFieldValue('reason', reason)}
        error={form.errors.reason}
      />
      <Textarea
        label="举报说明"
        required
        rows={4}
        maxLength={DESCRIPTION_MAX}
        description="请写明不实或违规之处，便于审核员核实"
        {...form.getInputProps('description')}
      />
      {error && (
        <p className={classes.error} role="alert">
          {error}
        </p>
      )}
      <FormAnnouncer text={announcement} />
      <div className={classes.actions}>
        <Button variant="default" onClick={onClose}>
          取消
        </Button>
        <Button type="submit" loading={send.isPending}>
          提交举报
        </Button>
      </div>
    </form>
  );
}

/** Stays mounted once opened; each opening starts a fresh form. The caller takes the focus back. */
export default function ComplaintDialog({
  target,
  opened,
  onClose,
}: {
  target: ComplaintTarget;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      returnFocus={false}
      title="举报"
      centered
      size="md"
      closeButtonProps={{ 'aria-label': '关闭' }}
    >
      {opened && <ComplaintForm target={target} onClose={onClose} />}
    </Modal>
  );
}
