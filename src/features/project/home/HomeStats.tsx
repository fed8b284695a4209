// The landing's statistics: packages in total and recruiting, total value in 万元, new this
// month, and value by category (each category a link to the list filtered by it).
import { Link } from 'wouter';
import type { ProjectStats } from '../../../api/project';
import { projectRoutes } from '../../../shared/sections/project/routes';
import classes from './home.module.css';

/** 12,345: by hand (the first Intl formatter of a page costs start-up time). */
const thousands = (n: number) => String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const wan = (n: number) => `${thousands(n)} 万元`;

export function HomeStats({ s }: { s: ProjectStats }) {
  const max = Math.max(1, ...s.byCategory.map((c) => c.wan));
  return (
    <section className={classes.stats} aria-labelledby="project-stats">
      <h2 id="project-stats" className={classes.srOnly}>
        项目统计
      </h2>
      <dl className={classes.figures}>
        <div>
          <dt>分包项目总数</dt>
          <dd>{thousands(s.total)} 个</dd>
        </div>
        <div>
          <dt>招募中</dt>
          <dd>{thousands(s.open)} 个</dd>
        </div>
        <div>
          <dt>项目总金额</dt>
          <dd>{wan(s.totalWan)}</dd>
        </div>
        <div>
          <dt>本月新增</dt>
          <dd>{thousands(s.newThisMonth)} 个</dd>
        </div>
      </dl>
      <ul className={classes.categories} aria-label="按专业分布">
        {s.byCategory.map((c) => (
          <li key={c.code}>
            <Link href={projectRoutes.projectList.href({ categoryCode: c.code })}>{c.name}</Link>
            <span className={classes.bar} aria-hidden="true">
              <span style={{ width: `${(c.wan / max) * 100}%` }} />
            </span>
            <span className={classes.catFigure}>
              {c.count} 个 · {wan(c.wan)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
