// For browser tests: export the portal's session recording the way a user does (Ctrl+Shift+E,
// or the help center's 导出会话记录 button), read the downloaded file, and replay it in Node.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { appMachine } from '../../machines/app.machine';
import { loadFlows } from '../../machines/lazy-flow';
import type { SessionRecording } from '../../src/devtools/recording';

export { replayRecording } from '../../src/features/support/replay';
export type { SessionRecording };

/** Downloads the recording of `page`'s session. `via: 'button'` needs the help center open. */
export async function downloadSessionRecording(
  page: Page,
  via: 'shortcut' | 'button' = 'shortcut',
): Promise<{ recording: SessionRecording; file: string; name: string }> {
  const download = page.waitForEvent('download');
  if (via === 'button') await page.getByRole('button', { name: '导出会话记录' }).click();
  else await page.keyboard.press('Control+Shift+E');
  const d = await download;
  const file = await d.path();
  // replayRecording spawns the recorded page flows at once: their machines are loaded first.
  await loadFlows(appMachine);
  return { recording: JSON.parse(await readFile(file, 'utf8')) as SessionRecording, file, name: d.suggestedFilename() };
}
