// Where the focus goes after an action (issue 47; docs/architecture.md "Focus rules"), one helper
// for every section:
// - a successful action: to its confirmation or its result (useFocusOn on the status line, the
//   added item, the sent code's field);
// - a failed one: to the message at the field (the form kit: focusFirstInvalid, useRefusalFocus,
//   useFlowRefusal), or to the form's alert when no field is named;
// - a wizard step: its first field (focusFirstField, used by useStepHeading);
// - a dialog: back to its opener (Mantine's Modal returns it; a hand-made popup uses returnFocus).
// The page never drops the focus to <body>.
import { useEffect, useRef } from 'react';

const FIELD =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), [role="group"][data-path], [role="radiogroup"]';

/** Focuses `el`, made focusable (tabindex -1) when it is not, e.g. a status line or a heading. */
export function moveFocus(el: HTMLElement | null | undefined): boolean {
  if (!el) return false;
  if (!el.matches('a[href], button, input, select, textarea, [tabindex]')) el.setAttribute('tabindex', '-1');
  el.focus();
  return document.activeElement === el;
}

/** The first field of `root` that comes after `after` (when given), focused; null when there is none. */
export function focusFirstField(root: ParentNode | null | undefined, after?: Node | null): HTMLElement | null {
  if (!root) return null;
  const fields = [...root.querySelectorAll<HTMLElement>(FIELD)];
  const first =
    fields.find((el) => !after || after.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) ?? null;
  return moveFocus(first) ? first : null;
}

/**
 * A ref whose element takes the focus each time `key` turns to a new truthy value (a saved quote,
 * an added cart line, a sent code): the action's confirmation. Not on the first render.
 */
export function useFocusOn<T extends HTMLElement>(key: unknown) {
  const ref = useRef<T>(null);
  const last = useRef(key);
  useEffect(() => {
    if (key && key !== last.current) moveFocus(ref.current);
    last.current = key;
  }, [key]);
  return ref;
}

/** Gives the focus back to the element that had it when `open` turned true, once it turns false. */
export function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (open) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    else if (opener.current?.isConnected) {
      opener.current.focus();
      opener.current = null;
    }
  }, [open]);
}
