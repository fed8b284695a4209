// Roving focus for a group of controls that is one Tab stop (a menu, a tab list): only the active
// item is in the Tab order; arrow keys, Home and End move focus (and, for tabs, the selection).
import { useCallback, useRef, useState, type KeyboardEvent } from 'react';

export type Orientation = 'horizontal' | 'vertical';

/** The index the key moves to from `index` among `count` items (wrapping), or null for other keys. */
export function movedIndex(key: string, index: number, count: number, orientation: Orientation): number | null {
  if (count === 0) return null;
  const [prev, next] = orientation === 'vertical' ? ['ArrowUp', 'ArrowDown'] : ['ArrowLeft', 'ArrowRight'];
  if (key === next) return (index + 1) % count;
  if (key === prev) return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

export interface RovingItemProps {
  tabIndex: 0 | -1;
  ref: (el: HTMLElement | null) => void;
  onKeyDown: (e: KeyboardEvent) => void;
  onFocus: () => void;
}

/**
 * `onMove` runs when a key moves to another item (tabs select it there). Keys the group does not
 * use go to `onOtherKey` (e.g. ArrowRight into a flyout).
 */
export function useRovingFocus(
  count: number,
  orientation: Orientation,
  options: {
    initial?: number;
    onMove?: (index: number) => void;
    onOtherKey?: (e: KeyboardEvent, index: number) => void;
  } = {},
) {
  const [active, setActive] = useState(options.initial ?? 0);
  const items = useRef<(HTMLElement | null)[]>([]);
  const { onMove, onOtherKey } = options;
  const focusItem = useCallback((i: number) => items.current[i]?.focus(), []);
  const itemProps = (i: number): RovingItemProps => ({
    tabIndex: i === Math.min(active, count - 1) ? 0 : -1,
    ref: (el) => {
      items.current[i] = el;
    },
    onFocus: () => setActive(i),
    onKeyDown: (e) => {
      const to = movedIndex(e.key, i, count, orientation);
      if (to === null) return onOtherKey?.(e, i);
      e.preventDefault();
      setActive(to);
      focusItem(to);
      onMove?.(to);
    },
  });
  return { active, setActive, focusItem, itemProps };
}
