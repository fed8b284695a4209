// 管理员 edits one expert: its specialities (the tender types it is drawn for) and its ties (a
// company by its full name and the relation; never drawn for that company's bids, 招标投标法
// 第三十七条), with a reason for the audit log.
import { useState } from 'react';
import '../../../ui/mantine-components';
import { Button, NativeSelect, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TENDER_TYPES } from '../../../api/tender';
import { EXPERT_TIES, tenderEval, type Expert } from '../../../api/tender-eval';
import { opsCall } from '../../../shared/sections/ops/call';
import { CheckGroup, FormAnnouncer, useFlowForm } from '../../../ui/form';
import classes from '../common/ops.module.css';

export function ExpertForm({ expert }: { expert: Expert }) {
  const client = useQueryClient();
  const [error, setError] = useState('');
  const save = useMutation({
    mutationFn: (v: { specialities: string[]; ties: string; relation: string; reason: string }) =>
      opsCall(tenderEval.setExpert, {
        operatorId: expert.operatorId,
        specialities: v.specialities,
        ties: v.ties
          .split(/\n/)
          .map((s) => s.trim())
          .filter(Boolean)
          .map((companyName) => ({ companyName, relation: v.relation })),
        reason: v.reason,
      }),
    onSuccess: () => {
      setError('');
      void client.invalidateQueries({ queryKey: [tenderEval.experts.path] });
    },
    onError: (e: Error) => setError(e.message),
  });
  const { values, set, field, errorOf, root, onSubmit, announcement } = useFlowForm({
    initial: {
      specialities: expert.specialities,
      ties: expert.ties.map((t) => t.companyName).join('\n'),
      relation: expert.ties[0]?.relation ?? '1',
      reason: '',
    },
    error,
    paths: {},
    send: (v) => save.mutate(v),
  });
  return (
    <form ref={root} className={classes.form} onSubmit={onSubmit} aria-label={`编辑${expert.name}`} noValidate>
      <CheckGroup
        label="专业类别"
        path="specialities"
        error={errorOf('specialities')}
        options={TENDER_TYPES.map((t) => ({ value: t.code, label: t.name }))}
        value={values.specialities}
        onChange={(specialities) => set({ specialities })}
      />
      <TextInput
        label="关联单位（单位全称，多个用换行分隔；抽取时回避其投标）"
        value={values.ties}
        onChange={(e) => set({ ties: e.currentTarget.value })}
      />
      <NativeSelect
        label="关联关系"
        data={EXPERT_TIES.map((r) => ({ value: r.code, label: r.name }))}
        {...field('relation')}
      />
      <TextInput label="修改理由" required maxLength={500} {...field('reason')} />
      {error && (
        <p role="alert" className={classes.error}>
          {error}
        </p>
      )}
      <FormAnnouncer text={announcement} />
      <Button type="submit" size="xs" loading={save.isPending}>
        保存
      </Button>
    </form>
  );
}
