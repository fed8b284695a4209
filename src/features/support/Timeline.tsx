// The recorded events as a list box: click or ↑/↓/Home/End/PageUp/PageDown to pick a step.
import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { RecordedEvent } from '../../devtools/recording';
import type { ReplayStep } from './replay-types';
import classes from './support.module.css';

const seconds = (ms: number) => `+${(ms / 1000).toFixed(3)}s`;

export function Timeline({
  events,
  steps,
  current,
  onSelect,
}: {
  events: RecordedEvent[];
  steps: ReplayStep[];
  current: number;
  onSelect: (index: number) => void;
}) {
  const list = useRef<HTMLOListElement>(null);
  const t0 = events[0]?.time ?? 0;
  // Keep the current step in view inside the list only (scrollIntoView would scroll the page too).
  useEffect(() => {
    const box = list.current;
    const el = box?.querySelector<HTMLElement>(`[data-index="${current}"]`);
    if (!box || !el) return;
    if (el.offsetTop < box.scrollTop) box.scrollTop = el.offsetTop;
    else if (el.offsetTop + el.offsetHeight > box.scrollTop + box.clientHeight)
      box.scrollTop = el.offsetTop + el.offsetHeight - box.clientHeight;
  }, [current]);

  const onKeyDown = (e: KeyboardEvent) => {
    const last = events.length - 1;
    const to = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: last,
      PageDown: current + 10,
      PageUp: current - 10,
    }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    onSelect(Math.max(0, Math.min(last, to)));
  };

  return (
    <ol
      ref={list}
      className={classes.timeline}
      role="listbox"
      aria-label="事件时间线"
      tabIndex={0}
      aria-activedescendant={`replay-step-${current}`}
      onKeyDown={onKeyDown}
    >
      {events.map((e, i) => {
        const step = steps[i];
        const bad = step.differences.length > 0 || step.extras.length > 0;
        const pageLoad = e.path === 'root' && e.source === null && e.event.type === 'xstate.init';
        return (
          <li
            key={e.seq}
            id={`replay-step-${i}`}
            data-index={i}
            role="option"
            aria-selected={i === current}
            className={[
              classes.row,
              i === current && classes.rowCurrent,
              bad && classes.rowBad,
              step.mode === 'not-replayed' && classes.rowMuted,
              pageLoad && i > 0 && classes.rowPage,
            ]
              .filter(Boolean)
              .join(' ')}
            onClick={() => onSelect(i)}
          >
            <span className={classes.seq}>#{e.seq}</span>
            <span className={classes.time}>{seconds(e.time - t0)}</span>
            <span className={classes.type} title={e.event.type}>
              {e.event.type}
            </span>
            <span className={classes.target} title={`${e.source ?? '页面'} → ${e.path}`}>
              {e.path.replace(/^root\/?/, '') || 'root'}
            </span>
            {bad ? (
              <span className={`${classes.mark} ${classes.rowFlag}`} data-tone="danger">
                不一致
              </span>
            ) : (
              pageLoad && (
                <span className={`${classes.mark} ${classes.rowFlag}`} data-tone="info">
                  页面加载
                </span>
              )
            )}
          </li>
        );
      })}
    </ol>
  );
}
