// The project pages' small marks: the package status, the qualification match (符合 / 不符合 /
// 需核实, with its reason as the title and for screen readers), and the contractor with its
// verified badge.
import type { Party } from '../../../api/fields';
import { MATCH_NAMES, type Match } from '../../../api/project';
import classes from './project.module.css';

export function StatusBadge({ code, name }: { code: string; name: string }) {
  return (
    <span className={classes.status} data-status={code}>
      {name}
    </span>
  );
}

export function MatchBadge({ match, note }: { match: Match | null; note: string }) {
  if (!match) return null;
  return (
    <span className={classes.match} data-match={match} title={note}>
      资质{MATCH_NAMES[match]}
      <span className={classes.srOnly}>（{note}）</span>
    </span>
  );
}

/** A company behind a package; 已认证 when it supplied its unified social credit code. */
export function PartyName({ party }: { party: Party }) {
  return (
    <span className={classes.party}>
      {party.name}
      {party.verified && (
        <span className={classes.verified} title="已提交统一社会信用代码，平台已认证">
          已认证
        </span>
      )}
    </span>
  );
}
