// What a tender fixed at publishing besides its clocks (issue 46), as the detail shows it: the
// evaluation method with its scoring sheet, the required bid documents, the participation line
// of the notice (邀请招标（仅限受邀单位参加）, 招标投标法 第十七条) and the single-source publicity.
import type { TenderDetail } from '../../../api/tender';
import { BID_DOC_KINDS, EVALUATION_METHODS, type ScoreItem } from '../../../api/tender-rules';
import type { Db } from '../../db';
import { companyName } from '../../floor/members';
import { isoOf } from '../../floor/time';
import { requiredDocsOf } from './bid-docs';
import { INVITED_TENDER, SINGLE_SOURCE } from './clocks';

type RulesView = Pick<
  TenderDetail,
  'evaluationMethod' | 'evaluationMethodName' | 'scoreItems' | 'requiredDocs' | 'participationNote' | 'singleSource'
>;

export const INVITED_NOTE = '邀请招标（仅限受邀单位参加）';
export const SINGLE_NOTE = '单一来源采购（仅限公示的拟定供应商参加）';

export function scoreItemsOf(json: string | null): ScoreItem[] {
  try {
    const v: unknown = JSON.parse(json ?? '[]');
    return Array.isArray(v) ? (v as ScoreItem[]) : [];
  } catch {
    return [];
  }
}

export async function rulesView(
  db: Db,
  r: {
    method_code: string;
    evaluation_method: string;
    score_items: string | null;
    required_docs: string | null;
    single_source_company_id: number | null;
    single_source_reason: string;
    registration_deadline: string;
  },
): Promise<RulesView> {
  const single = r.method_code === SINGLE_SOURCE && r.single_source_company_id !== null;
  return {
    evaluationMethod: r.evaluation_method,
    evaluationMethodName: EVALUATION_METHODS.find((m) => m.code === r.evaluation_method)?.name ?? '',
    scoreItems: r.evaluation_method === 'composite' ? scoreItemsOf(r.score_items) : [],
    requiredDocs: requiredDocsOf(r).map((code) => ({
      code,
      name: BID_DOC_KINDS.find((d) => d.code === code)?.name ?? code,
    })),
    participationNote:
      r.method_code === INVITED_TENDER ? INVITED_NOTE : r.method_code === SINGLE_SOURCE ? SINGLE_NOTE : '',
    singleSource: single
      ? {
          companyName: await companyName(db, r.single_source_company_id!),
          reason: r.single_source_reason,
          publicityEnd: isoOf(r.registration_deadline),
        }
      : null,
  };
}
