// Wizard step 2, its second half: how quotes are seen (公开比价 / 密封报价) and awarded (分项 /
// 整单), the invited suppliers (定向邀请: a search of supplier companies, those selling the
// category and serving the province first; chosen ones as removable chips) and the attachments
// (private uploads: drawings, technical requirements, read by the quoting suppliers only).
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import '../../../ui/mantine-components';
import { Button, TextInput } from '@mantine/core';
import { inquiryDesk } from '../../../api/inquiry-desk';
import {
  AWARD_MODE_HINTS,
  AWARD_MODE_NAMES,
  AWARD_MODES,
  QUOTE_MODE_HINTS,
  QUOTE_MODE_NAMES,
  QUOTE_MODES,
  RFQ_LIMITS,
} from '../../../api/inquiry-rfq';
import { callQuery } from '../../../shared/query';
import { ChoiceGroup, DraftUpload, FieldGroup } from '../../../ui/form';
import type { PublishFlowView } from './publish-flow';
import classes from '../detail/detail.module.css';

const QUOTE_CHOICES = QUOTE_MODES.map((m) => ({ value: m, label: QUOTE_MODE_NAMES[m] }));
const AWARD_CHOICES = AWARD_MODES.map((m) => ({ value: m, label: AWARD_MODE_NAMES[m] }));

function Modes({ flow }: { flow: PublishFlowView }) {
  const t = flow.terms!;
  return (
    <>
      <ChoiceGroup
        className={classes.full}
        label="报价方式"
        path="quoteMode"
        hint={QUOTE_MODE_HINTS[t.quoteMode]}
        options={QUOTE_CHOICES}
        value={t.quoteMode}
        onChange={(quoteMode) => flow.setTerms({ quoteMode })}
      />
      <ChoiceGroup
        className={classes.full}
        label="定标方式"
        path="awardMode"
        hint={AWARD_MODE_HINTS[t.awardMode]}
        options={AWARD_CHOICES}
        value={t.awardMode}
        onChange={(awardMode) => flow.setTerms({ awardMode })}
      />
    </>
  );
}

function Invites({ flow }: { flow: PublishFlowView }) {
  const t = flow.terms!;
  const [keyword, setKeyword] = useState('');
  const found = useQuery({
    ...callQuery(inquiryDesk.suppliers, {
      keyword,
      categoryCode: t.categoryCode || null,
      provinceCode: t.provinceCode || null,
      size: 8,
    }),
    placeholderData: keepPreviousData,
  });
  const chosen = new Set(t.invited.map((c) => c.companyId));
  const full = t.invited.length >= RFQ_LIMITS.maxInvites;
  return (
    <FieldGroup
      className={classes.full}
      label="定向邀请（选填）"
      path="invited"
      hint="不邀请则所有供应商均可报价；邀请后仅受邀供应商可以报价，发布时会通知受邀供应商。"
    >
      <div className={classes.invites}>
        {t.invited.length > 0 && (
          <ul className={classes.chips} aria-label="已邀请的供应商">
            {t.invited.map((c) => (
              <li key={c.companyId}>
                {c.name}
                <button
                  type="button"
                  aria-label={`取消邀请 ${c.name}`}
                  onClick={() => flow.setTerms({ invited: t.invited.filter((x) => x.companyId !== c.companyId) })}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        <TextInput
          label="搜索供应商"
          placeholder="输入企业名称"
          maxLength={30}
          value={keyword}
          onChange={(e) => setKeyword(e.currentTarget.value)}
        />
        <ul className={classes.pickList} aria-label="可邀请的供应商" aria-busy={found.isFetching}>
          {(found.data ?? []).map((s) => (
            <li key={s.companyId}>
              <span>
                <strong>{s.name}</strong>
                <span className={classes.meta}>
                  {s.provinceName} · {s.categoryNames.join('、')}
                  {s.categoryMatch && <span className={classes.matchTag}>主营该品类</span>}
                  {s.regionMatch && <span className={classes.matchTag}>服务该地区</span>}
                </span>
              </span>
              <Button
                size="xs"
                variant="default"
                disabled={chosen.has(s.companyId) || full}
                onClick={() => flow.setTerms({ invited: [...t.invited, { companyId: s.companyId, name: s.name }] })}
              >
                {chosen.has(s.companyId) ? '已邀请' : '邀请'}
              </Button>
            </li>
          ))}
          {found.data?.length === 0 && <li className={classes.hint}>没有找到符合条件的供应商</li>}
        </ul>
      </div>
    </FieldGroup>
  );
}

export function PublishOptions({ flow }: { flow: PublishFlowView }) {
  if (!flow.terms) return null;
  return (
    <div className={classes.terms}>
      <Modes flow={flow} />
      <Invites flow={flow} />
      <div className={classes.full}>
        <DraftUpload
          label={`附件（图纸、技术要求等，PDF 或图片，最多 ${RFQ_LIMITS.maxAttachments} 个；仅报价供应商可查看）`}
          kinds={['pdf', 'image']}
          maxFiles={RFQ_LIMITS.maxAttachments}
          files={flow.terms.attachments}
          onChange={(attachments) => flow.setTerms({ attachments })}
        />
      </div>
    </div>
  );
}
