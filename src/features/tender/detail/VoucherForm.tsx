// The margin voucher or guarantee (保证金凭证 / 保函): the form, its number and the uploaded file
// (image or PDF, private: only the purchaser is granted it). It waits for the purchaser's
// confirmation once sent; a returned voucher shows the reason.
import '../../../ui/mantine-components';
import { Button, NativeSelect, TextInput } from '@mantine/core';
import { MARGIN_FORMS } from '../../../api/tender';
import { FormAnnouncer } from '../../../ui/form';
import { FileUpload } from '../../../ui/upload';
import type { ParticipationView } from './use-participation';
import { usePartForm } from './use-part-form';
import classes from './detail.module.css';

const FORM_OPTIONS = [{ value: '', label: '请选择' }, ...MARGIN_FORMS.map((f) => ({ value: f.code, label: f.name }))];

export function VoucherForm({ part }: { part: ParticipationView }) {
  const { set, field, errorOf, root, onSubmit, announcement } = usePartForm(
    part,
    { form: '', proofNo: '', attachId: '' },
    part.pay,
  );
  return (
    <form ref={root} className={classes.payForm} onSubmit={onSubmit} aria-label="上传保证金凭证" noValidate>
      <NativeSelect label="缴纳方式" required data={FORM_OPTIONS} {...field('form')} />
      <TextInput label="凭证号 / 保函编号" required maxLength={50} {...field('proofNo')} />
      <FileUpload
        label="缴纳凭证或保函文件"
        kinds={['image', 'pdf']}
        maxFiles={1}
        onChange={(files) => set({ attachId: files[0]?.attachId ?? '' })}
      />
      {errorOf('attachId') && (
        <p role="alert" className={classes.error} data-path="attachId" tabIndex={-1}>
          {errorOf('attachId')}
        </p>
      )}
      <FormAnnouncer text={announcement} />
      <Button type="submit" loading={part.busy}>
        提交凭证
      </Button>
    </form>
  );
}
