// What the server render hands the browser: the dehydrated query cache, as a JSON data block
// (<script type="application/json">, which the CSP's script-src 'self' allows, unlike an inline
// script). `<` is escaped so no value can close the block.
import type { DehydratedState } from '@tanstack/react-query';

export const BOOT_STATE_ID = 'portal-state';

export interface BootState {
  queries: DehydratedState;
  /** The other routes' chunks (JS and CSS), for the idle prefetch. */
  prefetch: string[];
}

export function bootStateScript(state: BootState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${BOOT_STATE_ID}">${json}</script>`;
}

/** The state the server rendered with, or null (a page the dev server serves, a broken block). */
export function readBootState(doc: Document = document): BootState | null {
  const text = doc.getElementById(BOOT_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as BootState;
  } catch {
    return null;
  }
}
