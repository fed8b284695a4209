// Does a newly published package match a saved project search? Pure: the saved filters (as the
// list took them) against the new package, the same meaning as the list's SQL filters. A new
// package recruits (status '2'); 只看我能接的 depends on the saver's 资质: notify.ts adds it.
import type { z } from '../../../api/define';
import type { projectFilterSchema } from '../../../api/project';
import { hasKeyword, inDays, sameCode } from '../../floor/saved-searches';

type ProjectFilters = Partial<z.output<typeof projectFilterSchema>>;

export interface PackageFacts {
  projectName: string;
  contractorName: string;
  scope: string;
  categoryCode: string;
  subcontractType: string;
  saleType: string;
  transactionMode: string;
  provinceCode: string;
  cityCode: string;
  /** 元 */
  budget: number;
  /** Stored stamp. */
  applyDeadline: string;
}

export function matchesProject(f: ProjectFilters, x: PackageFacts): boolean {
  return (
    hasKeyword([x.projectName, x.contractorName, x.scope], f.keyword) &&
    sameCode(f.categoryCode, x.categoryCode) &&
    sameCode(f.subcontractType, x.subcontractType) &&
    sameCode(f.saleType, x.saleType) &&
    sameCode(f.transactionMode, x.transactionMode) &&
    sameCode(f.status, '2') &&
    sameCode(f.provinceCode, x.provinceCode) &&
    sameCode(f.cityCode, x.cityCode) &&
    (f.budgetMinWan == null || x.budget >= f.budgetMinWan * 10_000) &&
    (f.budgetMaxWan == null || x.budget <= f.budgetMaxWan * 10_000) &&
    inDays(x.applyDeadline, f.deadlineFrom, f.deadlineTo)
  );
}
