// A newly published package tells the saved project searches it matches, through the floor's
// mechanism (matchingSearches and tellSearches with matching.ts). A search with 只看我能接的
// matches only while the saver's company can take the package: the badge's rule (match.ts, 符合)
// on its 资质 at publishing time. The floor's matcher sees the filters alone, so those searches
// are kept back and told here, after the others, once their company's 资质 fit.
import type { Db } from '../../db';
import { matchingSearches, tellSearches, type SavedSearchRow, type SearchNotice } from '../../floor/saved-searches';
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
  const all = await matchingSearches(db, 'project', publisherCompanyId, (f) => matchesProject(f, facts));
  const canTake = (s: SavedSearchRow) => (JSON.parse(s.filters) as Filters).canTake;
  await tellSearches(
    db,
    all.filter((s) => !canTake(s)),
    notice,
  );
  const hits = all.filter((s) => canTake(s) === true);
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
  await tellSearches(
    db,
    hits.filter((s) => matchOf(req, held(s.company_id)).match === 'yes'),
    notice,
  );
}
