// 管理员's form for a new operator: account, name, initial password (the members' rule), roles and,
// for a 机构经办, the finance institution. The answer's TOTP secret is shown once, to hand over.
import '../../../ui/mantine-components';
import { Button, PasswordInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ops } from '../../../api/ops';
import { OPS_ACCOUNT_RE, OPS_ROLE_NAMES, OPS_ROLES, type OpsRole } from '../../../api/ops-dicts';
import { PASSWORD_MSG, PASSWORD_RE } from '../../../api/validation';
import { opsCall } from '../../../shared/sections/ops/call';
import { CheckGroup, FormAnnouncer, useFormSubmit } from '../../../ui/form';
import classes from '../common/ops.module.css';

const ROLE_CHOICES = OPS_ROLES.map((r) => ({ value: r, label: OPS_ROLE_NAMES[r] }));

export function CreateOperatorForm() {
  const client = useQueryClient();
  const form = useForm({
    initialValues: { account: '', name: '', password: '', roles: [] as OpsRole[], institutionId: '' },
    validate: {
      account: (v) => (OPS_ACCOUNT_RE.test(v.trim()) ? null : '账号须为 3-32 位字母、数字或 . _ -'),
      name: (v) => (v.trim() ? null : '请输入姓名'),
      password: (v) => (PASSWORD_RE.test(v) ? null : PASSWORD_MSG),
      roles: (v) => (v.length ? null : '请至少选择一个角色'),
      institutionId: (v, values) =>
        values.roles.includes('institution') && !/^[1-9]\d{0,8}$/.test(v.trim()) ? '请输入所属金融机构的编号' : null,
    },
  });
  const create = useMutation({
    mutationFn: (v: typeof form.values) =>
      opsCall(ops.createOperator, {
        account: v.account.trim(),
        name: v.name.trim(),
        password: v.password,
        roles: v.roles,
        ...(v.roles.includes('institution') ? { institutionId: Number(v.institutionId) } : {}),
      }),
    onSuccess: () => {
      form.reset();
      void client.invalidateQueries({ queryKey: [ops.operators.path] });
    },
  });
  const { onSubmit, announcement } = useFormSubmit(form, (v) => create.mutate(v));
  return (
    <form className={classes.form} onSubmit={onSubmit} noValidate aria-labelledby="ops-create-heading">
      <h2 id="ops-create-heading">新建操作员</h2>
      <TextInput label="账号" required maxLength={32} {...form.getInputProps('account')} />
      <TextInput label="姓名" required maxLength={20} {...form.getInputProps('name')} />
      <PasswordInput
        label="初始密码"
        required
        description="8-20 位，同时包含字母和数字"
        maxLength={20}
        autoComplete="new-password"
        {...form.getInputProps('password')}
      />
      <CheckGroup
        path="roles"
        label="角色"
        required
        options={ROLE_CHOICES}
        value={form.values.roles}
        onChange={(roles) => form.setFieldValue('roles', roles)}
        error={form.errors.roles}
      />
      {form.values.roles.includes('institution') && (
        <TextInput
          label="所属金融机构编号"
          required
          inputMode="numeric"
          maxLength={9}
          {...form.getInputProps('institutionId')}
        />
      )}
      <FormAnnouncer text={announcement} />
      <Button type="submit" loading={create.isPending}>
        创建
      </Button>
      {create.data && (
        <div role="status">
          已创建。请将动态口令密钥交给该操作员（仅显示一次）：<code>{create.data.totp.secret}</code>
        </div>
      )}
    </form>
  );
}
