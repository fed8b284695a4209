// The tender's legal clocks as a timeline: publication → 报名截止 → bid opening (公开招标 at least 20
// days after publication) → candidate publicity (at least 3 days) → award, each step with its
// time, whether it has passed, and the rule it keeps; then the server's checks of those rules.
import type { TenderDetail } from '../../../api/tender';
import { formatTime } from '../../../ui/date';
import classes from './detail.module.css';

export function Timeline({ detail }: { detail: TenderDetail }) {
  return (
    <section className={classes.block} aria-labelledby="tender-timeline">
      <h2 id="tender-timeline">项目进度与法定时限</h2>
      <ol className={classes.timeline}>
        {detail.timeline.map((s) => (
          <li key={s.key} className={classes.step} data-done={s.done || undefined}>
            <span className={classes.dot} aria-hidden="true" />
            <div>
              <p className={classes.stepName}>
                {s.name}
                <span className={classes.stepState}>{s.done ? '（已完成）' : s.time ? '（未到）' : '（待定）'}</span>
              </p>
              <p className={classes.stepTime}>{s.time ? formatTime(s.time) : '时间待公布'}</p>
              {s.rule && <p className={classes.stepRule}>{s.rule}</p>}
            </div>
          </li>
        ))}
      </ol>
      {detail.clockChecks.length > 0 && (
        <ul className={classes.checks} aria-label="法定时限核验">
          {detail.clockChecks.map((c) => (
            <li key={c.rule} data-ok={c.ok}>
              <span aria-hidden="true">{c.ok ? '✓' : '✗'}</span> {c.rule}
              <span className="visually-hidden">{c.ok ? '（符合）' : '（不符合）'}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
