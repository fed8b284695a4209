// The margin voucher or guarantee (保证金凭证 / 保函): the form, its number and the uploaded file
// (image or PDF, private: only the purchaser is granted it). It waits for the purchaser's
// confirmation once sent; a returned voucher shows the reason.
import { useState, type FormEvent } from 'react';
import '../../../ui/mantine-components';
import { Button, NativeSelect, TextInput } from '@mantine/core';
import { PART_FORM_MSG } from '../../../../machines/tender-participation.machine';
import { MARGIN_FORMS } from '../../../api/tender';
import { FileUpload } from '../../../ui/upload';
import type { ParticipationView } from './use-participation';
import classes from './detail.module.css';

export function VoucherForm({ part }: { part: ParticipationView }) {
  const [form, setForm] = useState('');
  const [proofNo, setProofNo] = useState('');
  const [attachId, setAttachId] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    part.pay({ form, proofNo, attachId });
  };
  const fieldError = (msg: string) => (part.error === msg ? msg : undefined);
  return (
    <form className={classes.payForm} onSubmit={submit} aria-label="上传保证金凭证" noValidate>
      <NativeSelect
        label="缴纳方式"
        required
        data={[{ value: '', label: '请选择' }, ...MARGIN_FORMS.map((f) => ({ value: f.code, label: f.name }))]}
        value={form}
        error={fieldError(PART_FORM_MSG.form)}
        onChange={(e) => setForm(e.currentTarget.value)}
      />
      <TextInput
        label="凭证号 / 保函编号"
        required
        maxLength={50}
        value={proofNo}
        error={fieldError(PART_FORM_MSG.proof)}
        onChange={(e) => setProofNo(e.currentTarget.value)}
      />
      <FileUpload
        label="缴纳凭证或保函文件"
        kinds={['image', 'pdf']}
        maxFiles={1}
        onChange={(files) => setAttachId(files[0]?.attachId ?? '')}
      />
      {fieldError(PART_FORM_MSG.voucher) && (
        <p role="alert" className={classes.error}>
          {PART_FORM_MSG.voucher}
        </p>
      )}
      <Button type="submit" loading={part.busy}>
        提交凭证
      </Button>
    </form>
  );
}
