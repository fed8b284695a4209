// The tender wizard's four editing steps: 项目概况 (names, type, method, region, budget), 资格与
// 保证金 (qualification requirements, the margin under the 2 % and 80万元 caps), 时间安排 (the
// document sale and the opening, with the legal clocks spelled out) and 招标文件与联系人 (PDF
// uploads, contact). Every control carries its draft field as data-path, so a refusal focuses it.
import '../../../ui/mantine-components';
import { NativeSelect, Textarea, TextInput } from '@mantine/core';
import type { TenderDraft } from '../../../../machines/tender-forms';
import { TENDER_METHODS, TENDER_TYPES } from '../../../api/tender';
import { draftInputs, DraftUpload } from '../../../ui/form';
import { RegionSelects } from '../../../ui/RegionSelects';
import type { PublishView } from './use-publish';
import { RulesFields } from './RulesFields';
import classes from './publish.module.css';

interface StepProps {
  flow: PublishView;
  draft: TenderDraft;
  errorOf: (field: string) => string | undefined;
}

const options = (list: { code: string; name: string }[]) => [
  { value: '', label: '请选择' },
  ...list.map((o) => ({ value: o.code, label: o.name })),
];

/** The step's inputs, bound to the flow's draft (the form kit's adapter). */
const useField = ({ flow, draft, errorOf }: StepProps) => draftInputs(draft, flow.set, errorOf);

export function BasicsStep(p: StepProps) {
  const field = useField(p);
  const { draft, flow, errorOf } = p;
  return (
    <div className={classes.fields}>
      <TextInput
        label="招标名称"
        required
        maxLength={120}
        placeholder="如：某项目施工总承包招标公告"
        {...field('title')}
      />
      <TextInput label="项目名称" required maxLength={100} {...field('projectName')} />
      <NativeSelect label="招标类型" required data={options(TENDER_TYPES)} {...field('typeCode')} />
      <NativeSelect label="招标方式" required data={options(TENDER_METHODS)} {...field('methodCode')} />
      <RegionSelects
        levels={2}
        withLabels
        required
        value={{ provinceCode: draft.provinceCode, cityCode: draft.cityCode, districtCode: '' }}
        errors={{ provinceCode: errorOf('provinceCode'), cityCode: errorOf('cityCode') }}
        onChange={(v) => flow.set({ provinceCode: v.provinceCode, cityCode: v.cityCode })}
      />
      <TextInput label="预算金额（万元）" required inputMode="decimal" {...field('budgetWan')} />
    </div>
  );
}

export function QualificationsStep(p: StepProps) {
  const field = useField(p);
  return (
    <div className={classes.fields}>
      <Textarea
        label="资格要求"
        maxLength={500}
        rows={3}
        placeholder="如：具备建筑工程施工总承包二级及以上资质，近三年有类似业绩"
        {...field('qualification')}
      />
      <TextInput
        label="投标保证金（元，0 为不收取）"
        inputMode="decimal"
        description="不超过预算的 2%；工程施工不超过 80 万元"
        {...field('marginAmount')}
      />
      <RulesFields {...p} />
    </div>
  );
}

export function ClocksStep(p: StepProps) {
  const field = useField(p);
  return (
    <div className={classes.fields}>
      <TextInput
        type="datetime-local"
        label="报名（招标文件发售）截止"
        required
        description="公开、邀请招标不少于 5 日；单一来源为公示截止，不少于 5 个工作日"
        {...field('registrationDeadline')}
      />
      <TextInput
        type="datetime-local"
        label="投标截止·开标时间"
        required
        description="公开、邀请招标距发布不少于 20 日，且为工作日"
        {...field('bidDeadline')}
      />
      <TextInput label="开标地点" required maxLength={100} {...field('openPlace')} />
    </div>
  );
}

export function DocumentsStep(p: StepProps) {
  const field = useField(p);
  return (
    <div className={classes.fields}>
      <DraftUpload
        label="招标文件（PDF，报名审核通过的投标人可下载）"
        kinds={['pdf']}
        maxFiles={10}
        finishWhenLeft
        files={p.draft.documents}
        onChange={(documents) => p.flow.set({ documents })}
      />
      <TextInput label="联系人" required maxLength={20} {...field('contactName')} />
      <TextInput label="联系电话" required inputMode="tel" {...field('contactPhone')} />
    </div>
  );
}
