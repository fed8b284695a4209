// 供应商资料: the supplier company's main categories (up to five), the provinces it serves and
// the 3 % simplified VAT election (砂石/商砼 only); 待我报价 puts matching inquiries first and
// the wizard's invitation search finds the company by them. Saved on the server (checked there).
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import '../../../ui/mantine-components';
import { Button, Checkbox, Textarea } from '@mantine/core';
import { inquiryDesk, PROFILE_LIMITS, type SupplierProfile } from '../../../api/inquiry-desk';
import { SIMPLE_TAX_CATEGORIES } from '../../../api/inquiry-rfq';
import { system } from '../../../api/system';
import { call } from '../../../client/http';
import { notify } from '../../../client/notify';
import { callQuery, transportOf } from '../../../shared/query';
import { DataState } from '../../../ui/DataState';
import { formatTime } from '../../../ui/date';
import { CheckGroup } from '../../../ui/form';
import classes from '../detail/detail.module.css';

function ProfileForm({ profile }: { profile: SupplierProfile }) {
  const client = useQueryClient();
  const categories = useQuery({ ...callQuery(system.dictionary, { code: 'category_code' }), staleTime: Infinity });
  const provinces = useQuery({ ...callQuery(system.provinces, {}), staleTime: Infinity });
  const [cats, setCats] = useState(profile.categories);
  const [regions, setRegions] = useState(profile.regions);
  const [simpleTax, setSimpleTax] = useState(profile.simpleTax);
  const [intro, setIntro] = useState(profile.intro);
  const canSimple = cats.some((c) => (SIMPLE_TAX_CATEGORIES as readonly string[]).includes(c));
  const save = useMutation({
    mutationFn: () =>
      call(
        inquiryDesk.saveProfile,
        { categories: cats, regions, simpleTax: simpleTax && canSimple, intro },
        { http: transportOf(client) },
      ),
    onSuccess: async () => {
      notify({ color: 'green', message: '供应商资料已保存', autoClose: 2000 });
      await client.invalidateQueries({ queryKey: [inquiryDesk.profile.path] });
    },
  });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  return (
    <form className={classes.profileForm} onSubmit={onSubmit} noValidate>
      <p className={classes.hint}>
        「{profile.companyName}」的主营品类与服务地区：待我报价中匹配的询价排在前面，采购商定向邀请时也按此查找。
        {profile.updatedAt && `最近保存：${formatTime(profile.updatedAt)}`}
      </p>
      <CheckGroup
        label={`主营品类（最多 ${PROFILE_LIMITS.maxCategories} 个）`}
        path="categories"
        options={(categories.data ?? []).map((c) => ({ value: c.dictKey, label: c.dictValue }))}
        most={PROFILE_LIMITS.maxCategories}
        value={cats}
        onChange={setCats}
      />
      <CheckGroup
        label="服务地区（可多选）"
        path="regions"
        options={(provinces.data ?? []).map((p) => ({ value: p.code, label: p.name }))}
        value={regions}
        onChange={setRegions}
      />
      <Checkbox
        label="选择 3% 简易计税（仅砂石骨料、商品混凝土供应商可选；可参与按 3% 报价的询价）"
        checked={simpleTax && canSimple}
        disabled={!canSimple}
        onChange={(e) => setSimpleTax(e.currentTarget.checked)}
      />
      <Textarea
        label="企业简介"
        maxLength={200}
        rows={2}
        value={intro}
        onChange={(e) => setIntro(e.currentTarget.value)}
      />
      {save.error && (
        <p className={classes.formError} role="alert">
          {save.error.message}
        </p>
      )}
      <div className={classes.actions}>
        <Button type="submit" loading={save.isPending}>
          保存资料
        </Button>
      </div>
    </form>
  );
}

export function ProfilePanel() {
  const profile = useQuery(callQuery(inquiryDesk.profile, {}));
  return <DataState state={profile}>{(p) => <ProfileForm key={p.updatedAt ?? 'new'} profile={p} />}</DataState>;
}
