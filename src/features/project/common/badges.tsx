// The project pages' small marks: the package status and the qualification match (符合 / 不符合 /
// 需核实, with its reason as the title and for screen readers), and the page of an unknown package.
// The contractor: src/ui/PartyName.tsx.
import { MATCH_NAMES, type Match } from '../../../api/project';
import { projectRoutes } from '../../../shared/sections/project/routes';
import { NotFound } from '../../../ui/NotFound';
import classes from './project.module.css';

const STATUS_TONES: Record<string, string> = { '2': 'ok', '3': 'brand' };
export function StatusBadge({ code, name }: { code: string; name: string }) {
  return (
    <span className={classes.badge} data-tone={STATUS_TONES[code]}>
      {name}
    </span>
  );
}

const MATCH_TONES: Record<Match, string> = { yes: 'ok', no: 'danger', check: 'warn' };
export function MatchBadge({ match, note }: { match: Match | null; note: string }) {
  if (!match) return null;
  return (
    <span className={classes.badge} data-tone={MATCH_TONES[match]} title={note}>
      资质{MATCH_NAMES[match]}
      <span className={classes.srOnly}>（{note}）</span>
    </span>
  );
}

/** The page of an unknown or withdrawn package (HTTP 404). */
export function PackageNotFound() {
  return (
    <NotFound
      title="该分包项目不存在"
      note="项目可能已撤下或链接有误。"
      back={{ href: projectRoutes.projectList.href(), label: '查看其他分包项目' }}
    />
  );
}
