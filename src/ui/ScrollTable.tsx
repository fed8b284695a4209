// A table wider than its box (a phone, a comparison of many suppliers): the box scrolls sideways
// as a focusable region (arrow keys scroll it), a fading edge marks the side that holds more, a
// line above says so in words while anything is out of view, and the first column (the row's
// name) stays put. Nothing extra shows when everything fits.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import classes from './scroll-table.module.css';

interface Props {
  /** The region's accessible name (or labelledBy: the id of a visible caption). */
  label?: string;
  labelledBy?: string;
  /** The words above an overflowing table (default 表格较宽，左右滑动查看更多). */
  cue?: string;
  /** Keep the first column in view while scrolling (default true). */
  stickyFirst?: boolean;
  children: ReactNode;
}

export function ScrollTable({
  label,
  labelledBy,
  cue = '表格较宽，左右滑动查看更多',
  stickyFirst = true,
  children,
}: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ left: false, right: false });
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const update = () => {
      const left = el.scrollLeft > 1;
      const right = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
      setMore((m) => (m.left === left && m.right === right ? m : { left, right }));
    };
    update();
    el.addEventListener('scroll', update, { passive: true });
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    resized?.observe(el);
    return () => {
      el.removeEventListener('scroll', update);
      resized?.disconnect();
    };
  }, []);
  return (
    <div className={classes.frame}>
      {(more.left || more.right) && (
        <p className={classes.cue} data-testid="scroll-cue">
          <span aria-hidden="true">⇆</span> {cue}
        </p>
      )}
      <div className={classes.edges} data-more-left={more.left || undefined} data-more-right={more.right || undefined}>
        <div
          ref={box}
          className={classes.scroll}
          role="region"
          aria-label={label}
          aria-labelledby={labelledBy}
          tabIndex={0}
          data-sticky-first={stickyFirst || undefined}
        >
          {children}
        </div>
      </div>
    </div>
  );
}
