// A package's shown status from its stored state and the clock: '1' 待审核, '2' 招募中, '3' 已定标,
// '4' 已关闭, '5' 已截止 (published, apply deadline past: the expired state, computed).
import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import { projectStatusName } from '../../../api/project';
import { dayNumber } from '../../floor/time';
import type { PackageState, ProjectPackageTable } from './schema';

type EB = ExpressionBuilder<Database & { p: ProjectPackageTable }, 'p'>;

export function statusOf(r: { status: PackageState; apply_deadline: string }, now: string): string {
  if (r.status === 'pending_review') return '1';
  if (r.status === 'awarded') return '3';
  if (r.status === 'closed') return '4';
  return r.apply_deadline > now ? '2' : '5';
}

export const statusName = projectStatusName;

/** The SQL of a shown status (the list filter). */
export function statusWhere(eb: EB, code: string, now: string) {
  if (code === '3') return eb('p.status', '=', 'awarded');
  if (code === '4') return eb('p.status', '=', 'closed');
  if (code === '2') return eb.and([eb('p.status', '=', 'published'), eb('p.apply_deadline', '>', now)]);
  if (code === '5') return eb.and([eb('p.status', '=', 'published'), eb('p.apply_deadline', '<=', now)]);
  return eb('p.status', '=', 'pending_review');
}

/** 分包编号: FB + the Beijing day of publishing + the id (FB20261126000523). */
export const projectNo = (id: number, publishTime: string): string => dayNumber('FB', publishTime, id);
