// Reading a session-recording file: anything that is not a recording of this app and version
// gets a Chinese message instead of a crash.
import * as z from 'zod/mini';
import { RECORDING_APP, RECORDING_FORMAT, ROOT_PATH, type SessionRecording } from '../../devtools/recording';
import { APP_VERSION } from '../../devtools/version';

export const BAD_FILE = '文件格式不正确，无法读取会话记录';
export const NOT_PORTAL = '该文件不是本门户导出的会话记录，无法回放';
export const TOO_BIG = '文件过大（超过 50 MB），不是有效的会话记录';
export const EMPTY = '该记录没有任何事件，无法回放';
export const MAX_BYTES = 50 * 1024 * 1024;

export const versionMismatch = (file: string, current: string) =>
  `该记录来自版本 ${file}，与当前版本 ${current} 不一致，无法回放`;

const path = z.string().check(z.refine((p) => p === ROOT_PATH || p.startsWith(`${ROOT_PATH}/`)));
const standIns = z.optional(z.array(z.object({ path: z.array(z.union([z.string(), z.number()])), value: z.string() })));
const actorState = z.object({ status: z.string(), value: z.optional(z.unknown()), context: z.optional(z.unknown()) });
const recordedEvent = z.object({
  seq: z.number().check(z.int(), z.nonnegative()),
  time: z.number(),
  path,
  source: z.nullable(path),
  event: z.looseObject({ type: z.string() }),
  states: z.record(z.string(), actorState),
  standIns,
  queued: z.optional(z.literal(true)),
  during: z.optional(z.object({ path, action: z.string() })),
});
const recording = z.object({
  app: z.literal(RECORDING_APP),
  version: z.string(),
  format: z.literal(RECORDING_FORMAT),
  recordedAt: z.string(),
  dropped: z.number().check(z.int(), z.nonnegative()),
  events: z.array(recordedEvent),
  base: z.nullable(z.object({ seq: z.number(), snapshot: z.looseObject({ value: z.unknown() }), standIns })),
  snapshot: z.unknown(),
});

export type ParseResult = { ok: true; recording: SessionRecording } | { ok: false; message: string };

export function parseRecording(text: string, currentVersion: string = APP_VERSION): ParseResult {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, message: BAD_FILE };
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return { ok: false, message: BAD_FILE };
  const head = data as { app?: unknown; version?: unknown };
  if (head.app !== RECORDING_APP) return { ok: false, message: head.app === undefined ? BAD_FILE : NOT_PORTAL };
  // The version first: another version may well have another format, and this says why.
  if (typeof head.version === 'string' && head.version !== currentVersion) {
    return { ok: false, message: versionMismatch(head.version, currentVersion) };
  }
  const parsed = recording.safeParse(data);
  if (!parsed.success) return { ok: false, message: BAD_FILE };
  const rec = parsed.data as SessionRecording;
  if (!rec.events.length) return { ok: false, message: EMPTY };
  if (rec.events.some((e, i) => i > 0 && e.seq <= rec.events[i - 1].seq)) return { ok: false, message: BAD_FILE };
  return { ok: true, recording: rec };
}

/** The text of a chosen or dropped file (File.text() where the engine has it). */
export function readFileText(file: Blob): Promise<string> {
  if (typeof file.text === 'function') return file.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsText(file);
  });
}
