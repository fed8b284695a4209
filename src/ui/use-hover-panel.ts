// A panel that opens on hover, on keyboard focus and on a click or Enter of its trigger, and
// closes when the pointer or the focus leaves it and on Escape (focus stays on the trigger).
// Closed, the panel is not rendered: callers render it only while `open`.
import { useState, type FocusEvent, type KeyboardEvent } from 'react';

export function useHoverPanel() {
  const [open, setOpen] = useState(false);
  return {
    open,
    close: () => setOpen(false),
    rootProps: {
      onMouseEnter: () => setOpen(true),
      onMouseLeave: () => setOpen(false),
      onFocus: () => setOpen(true),
      onBlur: (e: FocusEvent<HTMLElement>) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      },
      onKeyDown: (e: KeyboardEvent<HTMLElement>) => {
        if (e.key !== 'Escape' || !open) return;
        e.stopPropagation();
        setOpen(false);
      },
    },
    // A click (or Enter) opens and never closes: on a touch screen the tap's focus opens it first.
    triggerProps: { 'aria-expanded': open, onClick: () => setOpen(true) },
  };
}
