// After a client-side route change, focus moves to the new page's heading (h1), so a screen
// reader announces where the user is and the keyboard continues from the top of the content.
// The first load is left alone, and so is a page that focused one of its own fields.
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

const FIELDS = 'input, textarea, select, [contenteditable="true"]';

function focusHeading(h1: HTMLElement): void {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active.matches(FIELDS) && active.closest('main')) return;
  if (!h1.hasAttribute('tabindex')) h1.setAttribute('tabindex', '-1');
  h1.focus({ preventScroll: true });
}

export function RouteFocus() {
  const [path] = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const find = () => document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
    const now = find();
    if (now) return focusHeading(now);
    // Lazy pages render after their code (and data) arrive: wait for the heading to appear.
    const observer = new MutationObserver(() => {
      const h1 = find();
      if (!h1) return;
      observer.disconnect();
      focusHeading(h1);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [path]);
  return null;
}
