// Rows of the worker, team and company boards.
import { Link } from 'wouter';
import type { CompanyCard, TeamCard, WorkerCard } from '../../../api/labor';
import { laborRoutes } from '../../../shared/sections/labor/routes';
import { formatDay } from '../../../ui/date';
import { CertBadge, StateTag, Verified } from '../common/badges';
import { placeText } from '../common/queries';
import classes from '../common/labor.module.css';

export function WorkerRow({ worker: w }: { worker: WorkerCard }) {
  return (
    <li className={classes.row}>
      <div>
        <h2 className={classes.rowTitle}>
          <StateTag state={w.state} name={w.stateName} />{' '}
          <Link
            href={laborRoutes.laborWorkerDetail.href({ id: w.id })}
          >{`${w.name} · ${w.trades.map((t) => t.name).join('、')}`}</Link>
        </h2>
        <p className={classes.rowLine}>
          {w.realNameVerified ? <Verified verified label="实名认证" /> : <span className={classes.tag}>未实名</span>}
          {w.isLeader && <span className={classes.tag}>班组长</span>}
          {w.certs.map((c) => (
            <CertBadge key={c.typeCode} typeName={c.typeName} state={c.state} expiresAt={c.expiresAt} />
          ))}
        </p>
        <p className={classes.rowMeta}>
          <span>工龄 {w.years} 年</span>
          <span>{w.age} 岁</span>
          <span>籍贯 {w.hometown}</span>
          <span>常驻 {placeText(w)}</span>
        </p>
      </div>
      <div className={classes.rowSide}>
        <span className={classes.wage}>
          {w.expectedWage}
          <small>{w.wageUnit}</small>
        </span>
        <span>期望工资</span>
        <span>{formatDay(w.activeAt)} 活跃</span>
      </div>
    </li>
  );
}

export function TeamRow({ team: t }: { team: TeamCard }) {
  return (
    <li className={classes.row}>
      <div>
        <h2 className={classes.rowTitle}>
          <StateTag state={t.state} name={t.stateName} />{' '}
          <Link href={laborRoutes.laborTeamDetail.href({ id: t.id })}>{t.name}</Link>
        </h2>
        <p className={classes.rowLine}>
          <span>班组长 {t.leaderName}</span>
          <Verified verified={t.verified} />
          <span>{t.mode}</span>
        </p>
        <p className={classes.rowMeta}>
          <span>{t.trades.map((x) => x.name).join('、')}</span>
          <span>{placeText(t)}</span>
          <span>业绩 {t.projectCount} 项</span>
          <span>评分 {t.rating.toFixed(1)}</span>
        </p>
      </div>
      <div className={classes.rowSide}>
        <span className={classes.wage}>
          {t.size}
          <small>人</small>
        </span>
        <span>{formatDay(t.activeAt)} 活跃</span>
      </div>
    </li>
  );
}

export function CompanyRow({ company: c }: { company: CompanyCard }) {
  return (
    <li className={classes.row}>
      <div>
        <h2 className={classes.rowTitle}>
          <Link href={laborRoutes.laborCompanyDetail.href({ id: c.id })}>{c.name}</Link>
        </h2>
        <p className={classes.rowLine}>
          <Verified verified={c.verified} />
          {c.wageAccount && (
            <span className={classes.tag} data-tone="ok">
              农民工工资专户
            </span>
          )}
          <span>{c.qualification}</span>
        </p>
        <p className={classes.rowMeta}>
          <span>{placeText(c)}</span>
          <span>在册工人 {c.workers} 人</span>
          <span>班组 {c.teamCount} 个</span>
          <span>招工 {c.postCount} 条</span>
          <span>入驻 {formatDay(c.joinedAt)}</span>
        </p>
      </div>
      <div className={classes.rowSide}>
        <span className={classes.wage}>
          {c.projectCount}
          <small>项业绩</small>
        </span>
        <span>评分 {c.rating.toFixed(1)}</span>
      </div>
    </li>
  );
}
