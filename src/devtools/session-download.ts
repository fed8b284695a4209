// The session file: its name and the browser download, with a notice. Loaded on the first export
// (the help center's button or Ctrl+Shift+E), not with the page.
import { notify } from '../client/notify';
import type { SessionRecording } from './recording';
import { sessionRecorder } from './session-export';

const pad = (n: number) => String(n).padStart(2, '0');

/** session-20250102-130405.json (local time). */
export function recordingFileName(at: Date = new Date()): string {
  const day = `${at.getFullYear()}${pad(at.getMonth() + 1)}${pad(at.getDate())}`;
  return `session-${day}-${pad(at.getHours())}${pad(at.getMinutes())}${pad(at.getSeconds())}.json`;
}

/** Saves the recording as a file through the browser's download (what the e2e reads too). */
export function downloadRecording(
  recording: SessionRecording,
  name = recordingFileName(new Date(recording.recordedAt)),
): void {
  const blob = new Blob([JSON.stringify(recording, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
  // The download has its own copy once click() returned; keep the URL a moment for old engines.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function exportSession(): void {
  const recording = sessionRecorder.export();
  downloadRecording(recording);
  notify({
    color: 'green',
    message: `会话记录已导出（${recording.events.length} 条事件，已去除个人信息）`,
    autoClose: 2000,
  });
}
