// The Stately browser inspector of this page (loaded on demand by ./inspector). Contexts and
// events reach it sanitized like a session recording: the inspector is another site.
import { createBrowserInspector } from '@statelyai/inspect';
import type { MachineContext } from 'xstate';
import { sanitize } from './sanitize';

export const INSPECTOR_URL = 'https://stately.ai/inspect';
const WINDOW_NAME = 'xstateinspector';

type BrowserInspector = ReturnType<typeof createBrowserInspector>;

export interface PageInspector {
  /** Pass as (part of) an actor's `inspect` option. */
  inspect: BrowserInspector['inspect'];
  /** The inspector window was blocked (no user gesture) or closed since. */
  windowMissing(): boolean;
  /** From a click: opens the window again; it then gets everything kept since the start. */
  reopenWindow(): boolean;
  /** After a blocked window at page load: a floating button that opens it with a click. */
  offerOpenButton(): void;
}

let current: PageInspector | null = null;

export function pageInspector(): PageInspector {
  if (current) return current;
  const inspector = createBrowserInspector({
    url: INSPECTOR_URL,
    maxDeferredEvents: 2000,
    sanitizeContext: (c) => sanitize(c) as MachineContext,
    sanitizeEvent: (e) => sanitize(e) as typeof e,
  });
  const windowMissing = () => {
    const w = inspector.adapter.targetWindow;
    return !w || w.closed;
  };
  const reopenWindow = () => {
    // The adapter still listens for the window's "connected" message and then replays its backlog.
    inspector.adapter.targetWindow = window.open(INSPECTOR_URL, WINDOW_NAME);
    return !windowMissing();
  };
  const offerOpenButton = () => {
    if (!windowMissing()) return;
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = '打开 Stately 检查器';
    button.title = '浏览器拦截了检查器窗口，点击打开';
    button.style.cssText =
      'position:fixed;right:16px;bottom:16px;z-index:10000;padding:8px 14px;border:0;border-radius:4px;' +
      'background:#1c5fd4;color:#fff;font:14px sans-serif;cursor:pointer;box-shadow:0 2px 8px rgba(0,0,0,.25)';
    button.addEventListener('click', () => {
      if (reopenWindow()) button.remove();
    });
    document.body.append(button);
  };
  current = { inspect: inspector.inspect, windowMissing, reopenWindow, offerOpenButton };
  return current;
}
