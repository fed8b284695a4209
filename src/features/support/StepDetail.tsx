// One step: the event, the state value of every actor (recorded and replayed), and what changed
// in context since the previous step.
import type { RecordedEvent } from '../../devtools/recording';
import { describeActor, stepChanges, type ContextChange } from './compare';
import type { ReplayStep, StepMode } from './replay-types';
import classes from './support.module.css';
import { TableHead } from '../../ui/TableHead';

const MODE: Record<StepMode, string> = {
  fed: '送入回放',
  reproduced: '状态机自行产生',
  skipped: '目标未运行，未送达',
  checkpoint: '回放起点（检查点）',
  'not-replayed': '未回放',
};

const show = (v: unknown) => {
  const s = JSON.stringify(v);
  return s === undefined ? '—' : s.length > 160 ? `${s.slice(0, 157)}…` : s;
};

const clock = (t: number) => {
  const d = new Date(t);
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}.${p(d.getMilliseconds(), 3)}`;
};

function Change({ c }: { c: ContextChange }) {
  return (
    <li>
      <code className={classes.actor}>{c.path}</code> <code>{c.key || '(context)'}</code>{' '}
      {c.kind === 'added' ? (
        <span className={classes.added}>新增 {show(c.after)}</span>
      ) : c.kind === 'removed' ? (
        <span className={classes.removed}>移除 {show(c.before)}</span>
      ) : (
        <>
          <span className={classes.removed}>{show(c.before)}</span> →{' '}
          <span className={classes.added}>{show(c.after)}</span>
        </>
      )}
    </li>
  );
}

export function StepDetail({
  event,
  previous,
  step,
}: {
  event: RecordedEvent;
  previous: RecordedEvent | null;
  step: ReplayStep;
}) {
  const changes = stepChanges(previous?.states ?? null, event.states);
  const differs = new Set(step.differences.map((d) => d.path));
  const paths = [...new Set([...Object.keys(event.states), ...Object.keys(step.replayed ?? {})])];
  const replayed = step.replayed !== null;
  const verdict = !replayed
    ? { cls: classes.verdictMuted, text: '该步在回放起点之前，只显示记录的状态' }
    : step.differences.length || step.extras.length
      ? { cls: classes.verdictBad, text: '回放结果与记录不一致' }
      : { cls: classes.verdictOk, text: '回放结果与记录一致' };

  return (
    <section className={classes.detail} aria-label="当前步骤">
      <h2 className={classes.eventType}>{event.event.type}</h2>
      <p className={classes.meta}>
        #{event.seq} · {clock(event.time)} · {event.source ?? '页面（外部）'} → <code>{event.path}</code> ·{' '}
        {MODE[step.mode]}
      </p>
      <p className={`${classes.verdict} ${verdict.cls}`} role="status">
        {verdict.text}
      </p>
      {step.extras.length > 0 && (
        <p className={classes.warn}>
          回放多出的事件：{step.extras.map((e) => `${e.event.type} → ${e.path}`).join('，')}
        </p>
      )}
      {step.contextDiffers.length > 0 && (
        <p className={classes.warn}>上下文与记录不同：{step.contextDiffers.join('，')}</p>
      )}

      <details className={classes.payload}>
        <summary>事件内容</summary>
        <pre>{JSON.stringify(event.event, null, 2)}</pre>
      </details>

      <h3 className={classes.h3}>各 actor 的状态</h3>
      <table className={classes.states}>
        <TableHead cols={['Actor', '记录', '回放']} />
        <tbody>
          {paths.map((p) => {
            const depth = p.split('/').length - 1;
            return (
              <tr key={p} className={differs.has(p) ? classes.stateBad : undefined}>
                <th scope="row" title={p} style={{ paddingLeft: 8 + depth * 14 }}>
                  {p.split('/').at(-1)}
                </th>
                <td>{describeActor(event.states[p]) ?? '—'}</td>
                <td>
                  {replayed ? (describeActor(step.replayed![p]) ?? '—') : '—'}
                  {differs.has(p) && (
                    <span className={classes.mark} data-tone="danger">
                      不一致
                    </span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>

      <h3 className={classes.h3}>上下文变化（与上一步相比）</h3>
      {changes.started.length + changes.stopped.length + changes.context.length === 0 ? (
        <p className={classes.meta}>无变化</p>
      ) : (
        <ul className={classes.changes}>
          {changes.started.map((p) => (
            <li key={`+${p}`}>
              <code className={classes.actor}>{p}</code> <span className={classes.added}>启动</span>
            </li>
          ))}
          {changes.stopped.map((p) => (
            <li key={`-${p}`}>
              <code className={classes.actor}>{p}</code> <span className={classes.removed}>停止</span>
            </li>
          ))}
          {changes.context.map((c) => (
            <Change key={`${c.path}|${c.key}`} c={c} />
          ))}
        </ul>
      )}
    </section>
  );
}
