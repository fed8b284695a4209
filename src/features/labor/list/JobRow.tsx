// One job post of the board: state, title, trades and place, employer with its badge, the wage
// with its unit, settlement, start day and the fee warning mark.
import { Link } from 'wouter';
import type { JobCard } from '../../../api/labor';
import { laborRoutes } from '../../../shared/sections/labor/routes';
import { formatDay } from '../../../ui/date';
import { StateTag, Verified, Wage } from '../common/badges';
import { placeText } from '../common/queries';
import classes from '../common/labor.module.css';

export function JobRow({ job: j }: { job: JobCard }) {
  const href = laborRoutes.laborWorkDetail.href({ id: j.id });
  return (
    <li className={classes.row}>
      <div>
        <h2 className={classes.rowTitle}>
          <StateTag state={j.state} name={j.stateName} /> <Link href={href}>{j.title}</Link>
        </h2>
        <p className={classes.rowLine}>
          <span>{j.employer.name}</span>
          <Verified verified={j.employer.verified} />
          {j.feeWarning && (
            <span className={classes.tag} data-tone="alert">
              涉及收费，谨慎
            </span>
          )}
        </p>
        <p className={classes.rowMeta}>
          <span>{j.trades.map((t) => t.name).join('、')}</span>
          <span>{placeText(j)}</span>
          <span>{j.projectType}</span>
          <span>招 {j.headcount} 人</span>
          <span>{formatDay(j.startDate)} 开工</span>
          {j.benefits && <span>{j.benefits}</span>}
        </p>
      </div>
      <div className={classes.rowSide}>
        <Wage min={j.wageMin} max={j.wageMax} unit={j.wageUnit} />
        <span>{j.settlement}</span>
        {j.publishTime && <span>发布 {formatDay(j.publishTime)}</span>}
      </div>
    </li>
  );
}
