// A sideways-scrolling region that says so when it overflows (a phone showing a wide comparison):
// a "左右滑动查看更多供应商" line above it and a fading edge on the side that has more, updated on
// scroll and resize. Nothing shows when everything fits.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import classes from '../detail/detail.module.css';

export function ScrollCue({ labelledBy, cue, children }: { labelledBy: string; cue: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ left: false, right: false });
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const update = () => {
      const left = el.scrollLeft > 2;
      const right = el.scrollLeft + el.clientWidth < el.scrollWidth - 2;
      setMore((m) => (m.left === left && m.right === right ? m : { left, right }));
    };
    update();
    el.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(el);
    return () => {
      el.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, []);
  const overflows = more.left || more.right;
  return (
    <div className={classes.cueWrap} data-more-left={more.left || undefined} data-more-right={more.right || undefined}>
      {overflows && (
        <p className={classes.scrollCue} data-testid="scroll-cue">
          <span aria-hidden="true">⇆</span> {cue}
        </p>
      )}
      <div ref={box} className={classes.scroll} role="region" aria-labelledby={labelledBy} tabIndex={0}>
        {children}
      </div>
    </div>
  );
}
