// The landing's blocks: the tree as a browsable menu, hot trades, featured recruit posts,
// workers looking for work and the 10 featured labour businesses.
import { Link } from 'wouter';
import type { CompanyCard, HotTrade, JobCard, WorkerCard } from '../../../api/labor';
import type { TradeGroup } from '../../../api/labor-trades';
import { laborRoutes } from '../../../shared/sections/labor/routes';
import { jobList } from '../../../shared/sections/labor/views';
import { Verified, Wage } from '../common/badges';
import { placeText } from '../common/queries';
import classes from '../common/labor.module.css';

export function TreeMenu({ tree }: { tree: TradeGroup[] }) {
  return (
    <nav aria-label="按工种找活" className={classes.tree}>
      {tree.map((g) => (
        <div key={g.code} className={classes.treeGroup}>
          <Link href={jobList.link({ trades: g.code })}>{g.name}</Link>
          {g.children.map((c) => (
            <Link key={c.code} href={jobList.link({ trades: c.code })} className={classes.chip}>
              {c.name}
            </Link>
          ))}
        </div>
      ))}
    </nav>
  );
}

export function HotTrades({ hot }: { hot: HotTrade[] }) {
  return (
    <ul className={classes.hot} aria-label="热门工种">
      {hot.slice(0, 10).map((h) => (
        <li key={h.code}>
          <Link href={jobList.link({ trades: h.code })}>{h.name}</Link> <small>{h.count} 条在招</small>
        </li>
      ))}
    </ul>
  );
}

export function JobCards({ jobs }: { jobs: JobCard[] }) {
  return (
    <ul className={classes.grid}>
      {jobs.map((j) => (
        <li key={j.id} className={classes.card}>
          <h3>
            <Link href={laborRoutes.laborWorkDetail.href({ id: j.id })}>{j.title}</Link>
          </h3>
          <Wage min={j.wageMin} max={j.wageMax} unit={j.wageUnit} />
          <span>
            {placeText(j)} · {j.settlement} · 招 {j.headcount} 人
          </span>
          <span>
            {j.employer.name} <Verified verified={j.employer.verified} />
          </span>
        </li>
      ))}
    </ul>
  );
}

export function WorkerCards({ workers }: { workers: WorkerCard[] }) {
  return (
    <ul className={classes.grid}>
      {workers.map((w) => (
        <li key={w.id} className={classes.card}>
          <h3>
            <Link
              href={laborRoutes.laborWorkerDetail.href({ id: w.id })}
            >{`${w.name} · ${w.trades.map((t) => t.name).join('、')}`}</Link>
          </h3>
          <span>
            工龄 {w.years} 年 · {placeText(w)}
          </span>
          <span>
            期望 {w.expectedWage}
            {w.wageUnit}
            {w.certs.length > 0 && ` · 持${w.certs[0].typeName}证`}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function CompanyCards({ companies }: { companies: CompanyCard[] }) {
  return (
    <ol className={classes.grid}>
      {companies.map((c) => (
        <li key={c.id} className={classes.card}>
          <h3>
            <Link href={laborRoutes.laborCompanyDetail.href({ id: c.id })}>{c.name}</Link>
          </h3>
          <span>
            {placeText(c)} · 在册 {c.workers} 人
          </span>
          <span>
            业绩 {c.projectCount} 项 · 评分 {c.rating.toFixed(1)} <Verified verified={c.verified} />
          </span>
        </li>
      ))}
    </ol>
  );
}
