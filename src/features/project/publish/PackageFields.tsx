// The publish form's fields, each with the flow's message under it (Mantine ties it with
// aria-describedby and marks the field invalid); data-path lets a failed submit focus the first.
import '../../../ui/mantine-components';
import { Checkbox, NativeSelect, Textarea, TextInput } from '@mantine/core';
import type { FieldErrors, PackageDraft } from '../../../../machines/project-forms';
import {
  PROJECT_CATEGORIES,
  QUALIFICATIONS,
  requirementText,
  SALE_TYPES,
  SUBCONTRACT_TYPES,
  TRANSACTION_MODES,
} from '../../../api/project';
import { PACKAGE_LABELS, type PackageField } from '../../../api/project-publish';
import { RegionSelects } from '../../../ui/RegionSelects';
import classes from './publish.module.css';

type Set = (patch: Partial<PackageDraft>, field: PackageField) => void;
const options = (list: readonly { code: string; name: string }[]) => [
  { value: '', label: '请选择' },
  ...list.map((o) => ({ value: o.code, label: o.name })),
];

/** The grades a category offers, as the requirement they make ('' 请选择 first). */
const gradeOptions = (category: string) =>
  category
    ? [
        { value: '', label: '请选择' },
        ...(QUALIFICATIONS[category]?.grades ?? ['0']).map((g) => ({ value: g, label: requirementText(category, g) })),
      ]
    : [{ value: '', label: '请先选择专业类别' }];

export function PackageFields({ d, errors, set }: { d: PackageDraft; errors: FieldErrors; set: Set }) {
  const field = (key: Exclude<PackageField, 'mainStructure'>, required = true) => ({
    label: PACKAGE_LABELS[key],
    required,
    value: d[key],
    error: errors[key],
    'data-path': key,
    onChange: (e: { currentTarget: { value: string } }) => set({ [key]: e.currentTarget.value }, key),
  });
  const category = (code: string) => {
    const grades = QUALIFICATIONS[code]?.grades ?? ['0'];
    // A 劳务 trade is a 劳务分包; a category with one grade (施工劳务, none asked) takes it.
    set(
      {
        categoryCode: code,
        subcontractType: code ? (code === '11' ? '2' : '1') : '',
        qualificationGrade: grades.length === 1 ? grades[0] : '',
      },
      'categoryCode',
    );
  };
  return (
    <div className={classes.grid}>
      <h2 className={classes.legend}>项目与分包内容</h2>
      <TextInput {...field('projectName')} maxLength={80} className={classes.wide} />
      <TextInput {...field('ownerName', false)} maxLength={60} />
      <TextInput {...field('address')} maxLength={100} />
      <NativeSelect
        {...field('categoryCode')}
        data={options(PROJECT_CATEGORIES)}
        onChange={(e) => category(e.currentTarget.value)}
      />
      <NativeSelect {...field('subcontractType')} data={options(SUBCONTRACT_TYPES)} />
      <NativeSelect {...field('saleType')} data={options(SALE_TYPES)} />
      <NativeSelect {...field('transactionMode')} data={options(TRANSACTION_MODES)} />
      <div className={classes.wide}>
        <RegionSelects
          levels={2}
          withLabels
          required
          value={{ provinceCode: d.provinceCode, cityCode: d.cityCode, districtCode: '' }}
          errors={{ provinceCode: errors.provinceCode, cityCode: errors.cityCode }}
          onChange={(v) =>
            set(
              { provinceCode: v.provinceCode, cityCode: v.cityCode },
              v.cityCode !== d.cityCode ? 'cityCode' : 'provinceCode',
            )
          }
        />
      </div>
      <Textarea {...field('scope')} maxLength={500} rows={3} className={classes.wide} />
      <Textarea {...field('quantities', false)} maxLength={500} rows={2} className={classes.wide} />
      <Checkbox
        className={classes.wide}
        label="本分包属于主体结构工程"
        description="主体结构须由总承包单位自行完成，不得分包（《建筑法》第二十九条）"
        checked={d.mainStructure}
        error={errors.mainStructure}
        data-path="mainStructure"
        onChange={(e) => set({ mainStructure: e.currentTarget.checked }, 'mainStructure')}
      />
      <h2 className={classes.legend}>预算、资质与工期</h2>
      <TextInput {...field('budgetWan')} label="预算（万元）" inputMode="decimal" />
      <NativeSelect {...field('qualificationGrade')} label="资质要求" data={gradeOptions(d.categoryCode)} />
      <Textarea {...field('experienceRequired', false)} maxLength={300} rows={2} className={classes.wide} />
      <TextInput {...field('startDate')} type="date" />
      <TextInput {...field('durationDays')} label="工期（日历天）" inputMode="numeric" />
      <Textarea {...field('paymentTerms')} maxLength={200} rows={2} className={classes.wide} />
      <TextInput {...field('applyDeadline')} type="datetime-local" description="1 小时后至 90 天内" />
      <h2 className={classes.legend}>联系方式（登录会员可见）</h2>
      <TextInput {...field('contactName')} maxLength={20} />
      <TextInput {...field('contactPhone')} inputMode="tel" />
    </div>
  );
}
