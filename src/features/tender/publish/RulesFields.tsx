// What the wizard fixes besides the clocks (issue 46, tender-rules.ts): the evaluation method and
// its scoring sheet (weights summing to 100, a price item), the required bid documents, and —
// by method — the invitees of a 邀请招标 (≥ 3 certified suppliers, 招标投标法 第十七条) or the
// intended supplier and the reason of a 单一来源 (procurement practice), picked from the certified
// supplier search with each one's record here. Controls carry their draft field as data-path.
import { useState } from 'react';
import '../../../ui/mantine-components';
import { Button, Checkbox, NativeSelect, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { PickedSupplier, ScoreRow, TenderDraft } from '../../../../machines/tender-forms';
import { tender } from '../../../api/tender';
import { INVITED_TENDER, SINGLE_SOURCE } from '../../../api/tender-clocks';
import { BID_DOC_KINDS, EVALUATION_METHODS, SCORE_CATEGORIES } from '../../../api/tender-rules';
import { callQuery } from '../../../shared/query';
import type { PublishView } from './use-publish';
import classes from './publish.module.css';

interface Props {
  flow: PublishView;
  draft: TenderDraft;
  errorOf: (field: string) => string | undefined;
}

const toOptions = (list: readonly { code: string; name: string }[]) =>
  list.map((o) => ({ value: o.code, label: o.name }));

function ScoreSheet({ flow, draft, errorOf }: Props) {
  const rows = draft.scoreItems;
  const put = (i: number, patch: Partial<ScoreRow>) =>
    flow.set({ scoreItems: rows.map((r, k) => (k === i ? { ...r, ...patch } : r)) });
  const total = rows.reduce((s, r) => s + (Number(r.weight) || 0), 0);
  return (
    <fieldset className={classes.fields} data-path="scoreItems" aria-label="评分表">
      <legend>评分表（合计 {total} / 100 分）</legend>
      {rows.map((r, i) => (
        <div key={i} className={classes.fields}>
          <TextInput label={`评分项 ${i + 1}`} value={r.name} onChange={(e) => put(i, { name: e.target.value })} />
          <NativeSelect
            label="类别"
            data={toOptions(SCORE_CATEGORIES)}
            value={r.category}
            onChange={(e) => put(i, { category: e.target.value })}
          />
          <TextInput
            label="分值"
            inputMode="numeric"
            value={r.weight}
            onChange={(e) => put(i, { weight: e.target.value })}
          />
          <Button variant="subtle" onClick={() => flow.set({ scoreItems: rows.filter((_, k) => k !== i) })}>
            删除
          </Button>
        </div>
      ))}
      <Button
        variant="outline"
        onClick={() => flow.set({ scoreItems: [...rows, { name: '', category: 'technical', weight: '' }] })}
      >
        添加评分项
      </Button>
      {errorOf('scoreItems') && <p role="alert">{errorOf('scoreItems')}</p>}
    </fieldset>
  );
}

function SupplierSearch({ onPick, picked }: { onPick: (s: PickedSupplier) => void; picked: number[] }) {
  const [keyword, setKeyword] = useState('');
  const found = useQuery(callQuery(tender.suppliers, { keyword, current: 1, size: 10 }));
  return (
    <div className={classes.fields}>
      <TextInput label="搜索通过认证的供应商" value={keyword} onChange={(e) => setKeyword(e.target.value)} />
      <ul aria-label="认证供应商">
        {(found.data?.records ?? []).map((s) => (
          <li key={s.companyId}>
            {s.name}（{s.provinceNames.join('、')}；{s.categoryNames.join('、')}；报名 {s.registrations} 次，投标{' '}
            {s.bids} 次，中标 {s.wins} 次）
            <Button
              size="xs"
              variant="light"
              disabled={picked.includes(s.companyId)}
              onClick={() => onPick({ companyId: s.companyId, name: s.name })}
            >
              选择
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function RulesFields(p: Props) {
  const { flow, draft, errorOf } = p;
  return (
    <div className={classes.fields}>
      <NativeSelect
        label="评标办法"
        required
        data={toOptions(EVALUATION_METHODS)}
        data-path="evaluationMethod"
        value={draft.evaluationMethod}
        onChange={(e) => flow.set({ evaluationMethod: e.target.value })}
      />
      {draft.evaluationMethod === 'composite' && <ScoreSheet {...p} />}
      <Checkbox.Group
        label="须提交的投标文件"
        withAsterisk
        data-path="requiredDocs"
        value={draft.requiredDocs}
        error={errorOf('requiredDocs')}
        onChange={(requiredDocs) => flow.set({ requiredDocs })}
      >
        {BID_DOC_KINDS.map((d) => (
          <Checkbox key={d.code} value={d.code} label={d.name} />
        ))}
      </Checkbox.Group>
      {draft.methodCode === INVITED_TENDER && (
        <fieldset data-path="invitees" aria-label="受邀单位">
          <legend>受邀单位（不少于 3 家，招标投标法第十七条）</legend>
          {draft.invitees.map((s) => (
            <p key={s.companyId}>
              {s.name}{' '}
              <Button
                size="xs"
                variant="subtle"
                onClick={() => flow.set({ invitees: draft.invitees.filter((x) => x.companyId !== s.companyId) })}
              >
                移除
              </Button>
            </p>
          ))}
          {errorOf('invitees') && <p role="alert">{errorOf('invitees')}</p>}
          <SupplierSearch
            picked={draft.invitees.map((s) => s.companyId)}
            onPick={(s) => flow.set({ invitees: [...draft.invitees, s] })}
          />
        </fieldset>
      )}
      {draft.methodCode === SINGLE_SOURCE && (
        <fieldset data-path="singleSource" aria-label="单一来源">
          <legend>拟定供应商：{draft.singleSource?.name ?? '未选择'}</legend>
          {errorOf('singleSource') && <p role="alert">{errorOf('singleSource')}</p>}
          <SupplierSearch
            picked={draft.singleSource ? [draft.singleSource.companyId] : []}
            onPick={(singleSource) => flow.set({ singleSource })}
          />
          <Textarea
            label="采用单一来源的理由（公示不少于 5 个工作日）"
            required
            maxLength={500}
            data-path="singleSourceReason"
            value={draft.singleSourceReason}
            error={errorOf('singleSourceReason')}
            onChange={(e) => flow.set({ singleSourceReason: e.target.value })}
          />
        </fieldset>
      )}
    </div>
  );
}
