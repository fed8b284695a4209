// A newly published package tells the saved project searches it matches, through the floor's
// mechanism (notifySavedSearches with matching.ts). A search with 只看我能接的 matches only while
// the saver's company can take the package: the badge's rule (match.ts, 符合) on its 资质 at
// publishing time. The floor's matcher sees the filters alone, so those searches are matched
// here, on the same saved_search rows and notices.
import type { Db } from '../../db';
import { notify } from '../../floor/notices';
import { notifySavedSearches, type SearchNotice } from '../../floor/saved-searches';
import { matchOf, type Held, type Requirement } from './match';
import { matchesProject, type PackageFacts } from './matching';

type Filters = Parameters<typeof matchesProject>[0];

export async function notifyProjectSearches(
  db: Db,
  publisherCompanyId: number,
  facts: PackageFacts,
  req: Requirement,
  notice: SearchNotice,
): Promise<void> {
  await notifySavedSearches(db, 'project', publisherCompanyId, (f) => !f.canTake && matchesProject(f, facts), notice);
  const saved = await db
    .selectFrom('saved_search')
    .select(['user_id', 'company_id', 'name', 'filters'])
    .where('kind', '=', 'project')
    .where('company_id', '<>', publisherCompanyId)
    .execute();
  const hits = saved.filter((s) => {
    const f = JSON.parse(s.filters) as Filters;
    return f.canTake === true && matchesProject(f, facts);
  });
  if (hits.length === 0) return;
  const rows = await db
    .selectFrom('project_qualification')
    .select(['company_id', 'category_code', 'grade', 'expires_on'])
    .where('company_id', 'in', [...new Set(hits.map((h) => h.company_id))])
    .execute();
  const held = (companyId: number): Held[] =>
    rows
      .filter((r) => r.company_id === companyId)
      .map((r) => ({ categoryCode: r.category_code, grade: r.grade, expiresOn: r.expires_on }));
  for (const s of hits)
    if (matchOf(req, held(s.company_id)).match === 'yes')
      await notify(
        db,
        [{ companyId: s.company_id, userId: s.user_id }],
        notice.title(s.name),
        notice.content,
        notice.about,
      );
}
