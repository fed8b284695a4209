// The portal's own recorder (it takes over from the root actor's early observer, see start.ts) and
// its export: the 导出会话记录 button in the help center and Ctrl+Shift+E both download one JSON file. The
// recording is kept in sessionStorage over full page loads of the tab (login, logout reload),
// sanitized like the file; it goes when the tab closes.
import { createRecorder, type RecorderState } from './recorder';
import type { SessionRecording } from './recording';
import { APP_VERSION } from './version';

export const RECORDING_STORAGE_KEY = 'portal:session-recording';

function sessionStore(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined; // blocked storage
  }
}

/** The recording of this tab before the current page load, if any (same app version only). */
export function readSavedRecording(store = sessionStore()): RecorderState | undefined {
  try {
    const raw = store?.getItem(RECORDING_STORAGE_KEY);
    const saved = raw ? (JSON.parse(raw) as Partial<RecorderState>) : null;
    const fits =
      saved?.version === APP_VERSION &&
      Array.isArray(saved.events) &&
      Array.isArray(saved.checkpoints) &&
      typeof saved.nextSeq === 'number';
    return fits ? (saved as RecorderState) : undefined;
  } catch {
    return undefined;
  }
}

export const sessionRecorder = createRecorder({ resume: readSavedRecording() });

/**
 * Saves the recording for the next page load of this tab (called when the page goes away). On a
 * full storage the older half is dropped until it fits; without storage nothing is kept.
 */
export function saveRecording(store = sessionStore(), state: RecorderState = sessionRecorder.state()): void {
  if (!store) return;
  let s = state;
  for (let attempt = 0; attempt < 4; attempt++) {
    try {
      store.setItem(RECORDING_STORAGE_KEY, JSON.stringify(s));
      return;
    } catch {
      const half = Math.floor(s.events.length / 2);
      const first = s.events[half]?.seq ?? s.nextSeq;
      s = {
        ...s,
        dropped: s.dropped + half,
        events: s.events.slice(half),
        checkpoints: s.checkpoints.filter((c) => c.seq >= first - 1),
      };
    }
  }
  try {
    store.removeItem(RECORDING_STORAGE_KEY);
  } catch {
    // nothing to keep it in
  }
}

/** Saves when the page is hidden or goes away (after the app's own unload events). */
export function keepRecordingAcrossLoads(target: Window = window): () => void {
  const save = () => saveRecording();
  const onHidden = () => {
    if (target.document.visibilityState === 'hidden') save();
  };
  target.addEventListener('pagehide', save);
  target.document.addEventListener('visibilitychange', onHidden);
  return () => {
    target.removeEventListener('pagehide', save);
    target.document.removeEventListener('visibilitychange', onHidden);
  };
}

export const EXPORT_SHORTCUT = 'Ctrl+Shift+E';

const isShortcut = (e: KeyboardEvent) =>
  (e.ctrlKey || e.metaKey) && e.shiftKey && !e.altKey && (e.code === 'KeyE' || e.key.toLowerCase() === 'e');

/** Ctrl+Shift+E (⌘⇧E on a Mac) anywhere in the portal exports the session. Returns the uninstaller. */
/** Exports the session; the download code loads with the first export. */
export const exportSession = () => void import('./session-download').then((m) => m.exportSession());

export function installExportShortcut(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
  onExport = exportSession,
) {
  const onKey = (e: KeyboardEvent) => {
    if (!isShortcut(e) || e.repeat) return;
    e.preventDefault();
    onExport();
  };
  target.addEventListener('keydown', onKey);
  return () => target.removeEventListener('keydown', onKey);
}

declare global {
  interface Window {
    /** Outside production builds only: read the recording without a download (dev console, tests). */
    __portalRecorder?: { export: () => SessionRecording };
  }
}

export function exposeRecorderForDevelopment(): void {
  if (import.meta.env.MODE !== 'production') window.__portalRecorder = { export: () => sessionRecorder.export() };
}

/** The page's recording: resumes with the tab's earlier loads, saves on leave, exports on the shortcut. */
export function installSessionRecording(): void {
  installExportShortcut();
  keepRecordingAcrossLoads();
  exposeRecorderForDevelopment();
}
