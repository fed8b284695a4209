// The help center's 导出会话记录 button and Ctrl+Shift+E download the session recording as one
// JSON file, with personal data removed.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor } from 'xstate';
import { appMachine } from '../../machines/app.machine';
import {
  RECORDING_STORAGE_KEY,
  installExportShortcut,
  readSavedRecording,
  saveRecording,
  sessionRecorder,
} from '../../src/devtools/session-export';
import { createRecorder } from '../../src/devtools/recorder';
import { APP_VERSION } from '../../src/devtools/version';
import { readFileText } from '../../src/features/support/parse';
import type { SessionRecording } from '../../src/devtools/recording';
import { fakeApi } from './fake-api';
import { siteRoutes } from './home-api';
import { renderApp } from './render';

interface Download {
  name: string;
  blob: Blob;
}

let downloads: Download[] = [];
// jsdom has no object URLs: stand-ins that remember each blob, restored after each test.
const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
beforeEach(() => {
  downloads = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = (b: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, b);
    return url;
  };
  URL.revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ name: this.download, blob: blobs.get(this.href)! });
  });
});
afterEach(() => {
  URL.createObjectURL = original.create;
  URL.revokeObjectURL = original.revoke;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const read = async (d: Download) => JSON.parse(await readFileText(d.blob)) as SessionRecording;

/** A root actor observed by the portal's recorder, as main.tsx attaches it. */
function recordSomething() {
  const app = createActor(appMachine, { input: {}, inspect: sessionRecorder.inspect }).start();
  app.send({ type: 'store.rememberKeyword', keyword: '联系 13800138000' });
  return app;
}

describe('session export', () => {
  it('the help center button downloads session-<time>.json with the app version and sanitized events', async () => {
    const app = recordSomething();
    fakeApi(siteRoutes());
    const user = userEvent.setup();
    renderApp(undefined, { path: '/helpcenter/helpcenter' });
    const button = await screen.findByRole('button', { name: '导出会话记录' }, { timeout: 15_000 }); // first load transforms the page
    expect(button).toHaveAttribute('title', expect.stringContaining('Ctrl+Shift+E'));
    expect(screen.getByText('Ctrl+Shift+E')).toBeVisible();
    await user.click(button);
    // the download code loads with the first export
    await vi.waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0].name).toMatch(/^session-\d{8}-\d{6}\.json$/);
    const file = await read(downloads[0]);
    expect(file).toMatchObject({ app: 'portal', version: APP_VERSION, format: 1 });
    expect(file.events.some((e) => e.event.type === 'store.rememberKeyword')).toBe(true);
    expect(JSON.stringify(file)).not.toContain('13800138000');
    expect(file.snapshot).toMatchObject({ context: { store: { keyword: '联系 138****8000' } } });
    app.stop();
  });

  it('Ctrl+Shift+E downloads the same file anywhere; other keys do nothing', async () => {
    const app = recordSomething();
    const uninstall = installExportShortcut(window);
    fireEvent.keyDown(window, { key: 'E', code: 'KeyE', ctrlKey: true });
    fireEvent.keyDown(window, { key: 'e', code: 'KeyE', shiftKey: true });
    await vi.dynamicImportSettled();
    expect(downloads).toHaveLength(0);
    // the download code loads with the first export
    fireEvent.keyDown(window, { key: 'E', code: 'KeyE', ctrlKey: true, shiftKey: true });
    await vi.dynamicImportSettled();
    await vi.waitFor(() => expect(downloads).toHaveLength(1));
    expect((await read(downloads[0])).app).toBe('portal');
    uninstall();
    fireEvent.keyDown(window, { key: 'E', code: 'KeyE', ctrlKey: true, shiftKey: true });
    await vi.dynamicImportSettled();
    expect(downloads).toHaveLength(1);
    app.stop();
  });

  it('keeps the recording in sessionStorage over a page load, trimmed when storage is full', () => {
    const recorder = createRecorder();
    const app = createActor(appMachine, { input: {}, inspect: recorder.inspect }).start();
    for (let i = 0; i < 40; i++) app.send({ type: 'store.set', patch: { keyword: `k${i} 13800138000` } });
    const state = recorder.state();
    saveRecording(sessionStorage, state);
    expect(sessionStorage.getItem(RECORDING_STORAGE_KEY)).not.toContain('13800138000');
    expect(readSavedRecording(sessionStorage)).toEqual(JSON.parse(JSON.stringify(state)));

    // Another app version's leftovers are not resumed.
    sessionStorage.setItem(RECORDING_STORAGE_KEY, JSON.stringify({ ...state, version: '0.0.9' }));
    expect(readSavedRecording(sessionStorage)).toBeUndefined();
    sessionStorage.setItem(RECORDING_STORAGE_KEY, '{broken');
    expect(readSavedRecording(sessionStorage)).toBeUndefined();

    // A store that only takes small values: the older half goes until it fits.
    const items = new Map<string, string>();
    const full = JSON.stringify(state).length;
    const small = {
      setItem: (k: string, v: string) => {
        if (v.length > full / 1.5) throw new DOMException('full', 'QuotaExceededError');
        items.set(k, v);
      },
      removeItem: (k: string) => items.delete(k),
    } as unknown as Storage;
    saveRecording(small, state);
    const kept = JSON.parse(items.get(RECORDING_STORAGE_KEY)!) as typeof state;
    expect(kept.events.length).toBeLessThan(state.events.length);
    expect(kept.events.at(-1)).toEqual(JSON.parse(JSON.stringify(state.events.at(-1))));
    expect(kept.dropped).toBe(state.dropped + state.events.length - kept.events.length);
    app.stop();
    sessionStorage.removeItem(RECORDING_STORAGE_KEY);
  });
});
