// The wizard's last step: the whole draft as it will be published, and the legal clocks it keeps
// (the rules that apply to its method and type), checked again when 发布 is pressed.
import { draftClock, type TenderDraft } from '../../../../machines/tender-forms';
import { TENDER_METHODS, TENDER_TYPES } from '../../../api/tender';
import { clockChecks } from '../../../api/tender-clocks';
import { useRegionName } from './region-name';
import classes from './publish.module.css';

const nameOf = (list: { code: string; name: string }[], code: string) => list.find((o) => o.code === code)?.name ?? '';
const shown = (local: string) => local.replace('T', ' ');

export function PublishReview({ draft }: { draft: TenderDraft }) {
  const region = useRegionName(draft.provinceCode, draft.cityCode);
  const margin = Number(draft.marginAmount || '0');
  const rows: [string, string][] = [
    ['招标名称', draft.title],
    ['项目名称', draft.projectName],
    ['类型 / 方式', `${nameOf(TENDER_TYPES, draft.typeCode)} / ${nameOf(TENDER_METHODS, draft.methodCode)}`],
    ['项目地区', region],
    ['预算金额', `${draft.budgetWan} 万元`],
    ['投标保证金', margin > 0 ? `${margin.toLocaleString('zh-CN')} 元` : '不收取'],
    ['资格要求', draft.qualification.trim() || '无特别要求'],
    ['报名截止', shown(draft.registrationDeadline)],
    ['投标截止·开标', `${shown(draft.bidDeadline)}，${draft.openPlace}`],
    ['招标文件', draft.documents.map((f) => f.name).join('、') || '未上传'],
    ['联系人', `${draft.contactName} ${draft.contactPhone}`],
  ];
  const rules = clockChecks(draftClock(draft, Date.now()));
  return (
    <>
      <dl className={classes.review}>
        {rows.map(([k, v]) => (
          <div key={k} style={{ display: 'contents' }}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      <ul className={classes.rules} aria-label="适用的法定时限与上限">
        {rules.map((r) => (
          <li key={r.key}>
            {r.ok ? '✓' : '✗'} {r.rule}
          </li>
        ))}
      </ul>
    </>
  );
}
