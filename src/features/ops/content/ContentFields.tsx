// The editor's fields for a kind (held by the opsContent flow): title, group (position, module,
// type, category), summary, body, image, link, source, company, sort, as the kind uses them. The
// image is a drawn picture's address (/media/…) or a public upload's, shown as it will look.
import '../../../ui/mantine-components';
import { NativeSelect, Textarea, TextInput } from '@mantine/core';
import { CONTENT_GROUPS, type ContentDraft, type ContentKind } from '../../../api/cms';
import { draftInputs, formClasses, type DraftErrors } from '../../../ui/form';

type Draft = Required<ContentDraft>;

const TITLE: Record<ContentKind, string> = {
  banner: '横幅标题',
  news: '资讯标题',
  case: '案例标题',
  partner: '合作伙伴名称',
  help: '问题',
};
const GROUP: Record<ContentKind, string> = {
  banner: '展示位置',
  news: '资讯栏目',
  case: '',
  partner: '合作类型',
  help: '帮助分类',
};
const USES = {
  summary: ['news', 'case'],
  body: ['news', 'case', 'help'],
  image: ['banner', 'news', 'case', 'partner'],
  link: ['banner', 'partner'],
  source: ['news'],
  company: ['case'],
  sort: ['banner', 'case', 'partner', 'help'],
} satisfies Record<string, ContentKind[]>;

interface Props {
  kind: ContentKind;
  draft: Draft;
  errors: DraftErrors;
  onChange: (patch: Partial<Draft>) => void;
}

export function ContentFields({ kind, draft, errors, onChange }: Props) {
  const input = draftInputs(draft, onChange, errors);
  const uses = (k: keyof typeof USES) => (USES[k] as ContentKind[]).includes(kind);
  const groups = CONTENT_GROUPS[kind];
  return (
    <div className={formClasses.fieldGrid}>
      <TextInput label={TITLE[kind]} required maxLength={200} {...input('title')} />
      {GROUP[kind] && (
        <NativeSelect
          label={GROUP[kind]}
          required
          data={[{ value: '', label: '请选择' }, ...Object.entries(groups).map(([value, label]) => ({ value, label }))]}
          {...input('group')}
        />
      )}
      {uses('company') && <TextInput label="客户企业" maxLength={100} {...input('companyName')} />}
      {uses('source') && <TextInput label="来源" maxLength={100} {...input('source')} />}
      {uses('summary') && <Textarea label="摘要" required maxLength={500} autosize minRows={2} {...input('summary')} />}
      {uses('body') && (
        <Textarea
          label={kind === 'help' ? '解答' : '正文'}
          required
          maxLength={20_000}
          autosize
          minRows={6}
          {...input('body')}
        />
      )}
      {uses('image') && (
        <TextInput
          label="图片地址"
          required={kind !== 'news'}
          description="平台图片（/media/…）或公开上传文件的地址（/api/blade-resource/oss/public/…）"
          maxLength={500}
          {...input('imageUrl')}
        />
      )}
      {uses('link') && (
        <TextInput label="点击跳转" description="本站地址，以 / 开头" maxLength={500} {...input('linkUrl')} />
      )}
      {uses('sort') && (
        <TextInput
          label="排序"
          description="数字小的在前"
          type="number"
          min={0}
          max={9999}
          {...input('sort')}
          onChange={(e) => onChange({ sort: Math.max(0, Math.min(9999, Number(e.currentTarget.value) || 0)) })}
        />
      )}
    </div>
  );
}
