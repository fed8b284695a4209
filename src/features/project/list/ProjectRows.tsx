// One page of packages: name with status and qualification match, contractor (verified badge),
// trade, type, pricing, region and publish day; budget in 万元, apply deadline, applicants.
import { Link } from 'wouter';
import type { ProjectCard } from '../../../api/project';
import { projectRoutes } from '../../../shared/sections/project/routes';
import { formatDay, formatTime } from '../../../ui/date';
import { formatWan } from '../../../ui/price';
import { MatchBadge, StatusBadge } from '../common/badges';
import { PartyName } from '../../../ui/PartyName';
import classes from '../common/project.module.css';

export function ProjectRow({ p }: { p: ProjectCard }) {
  return (
    <li className={classes.row}>
      <div className={classes.rowMain}>
        <h2 className={classes.rowTitle}>
          <StatusBadge code={p.statusCode} name={p.statusName} />
          <Link href={projectRoutes.projectDetail.href({ id: p.id })}>{p.projectName}</Link>
          <MatchBadge match={p.match} note={p.matchNote} />
        </h2>
        <p className={classes.rowMeta}>
          <PartyName party={p.contractor} />
          <span>{p.categoryName}</span>
          <span>{p.subcontractTypeName}</span>
          <span>{p.saleTypeName}</span>
          <span>
            {p.provinceName}
            {p.cityName !== p.provinceName && ` ${p.cityName}`}
          </span>
          <span>资质：{p.requirement}</span>
          <span>发布于 {formatDay(p.publishTime)}</span>
        </p>
      </div>
      <div className={classes.rowSide}>
        <span>
          预算 <strong className={classes.budget}>{formatWan(p.budget)}</strong>
        </span>
        <span>报名截止 {formatTime(p.applyDeadline)}</span>
        <span>已报名 {p.applicants} 家</span>
      </div>
    </li>
  );
}

export function ProjectRows({ records }: { records: ProjectCard[] }) {
  return (
    <ul className={classes.rows}>
      {records.map((p) => (
        <ProjectRow key={p.id} p={p} />
      ))}
    </ul>
  );
}
