// /support/replay, for support staff (not linked from the portal): load a session recording,
// step through its events and see every actor's state, replayed with no side effects and checked
// against the recording; open a step in the Stately inspector.
import { useCallback, useEffect, useRef, useState } from 'react';
import '../../ui/mantine-components';
import { Alert, Button, Group } from '@mantine/core';
import type { AnyActorRef } from 'xstate';
import { appMachine } from '../../../machines/app.machine';
import { loadFlows } from '../../../machines/lazy-flow';
import { loadInspector, preloadInspector } from '../../devtools/inspector';
import type { SessionRecording } from '../../devtools/recording';
import { BAD_FILE, MAX_BYTES, TOO_BIG, parseRecording, readFileText } from './parse';
import { RecordingDrop } from './RecordingDrop';
import { replayRecording } from './replay';
import type { ReplayResult } from './replay-types';
import { ReplaySummary } from './ReplaySummary';
import { StepDetail } from './StepDetail';
import { Timeline } from './Timeline';
import classes from './support.module.css';

interface Loaded {
  name: string;
  recording: SessionRecording;
  result: ReplayResult;
}

const typing = (t: EventTarget | null) =>
  t instanceof HTMLElement && (t.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName));

export default function ReplayPage() {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [inspectorNote, setInspectorNote] = useState<string | null>(null);
  const [step, setStep] = useState(0);
  const inspected = useRef<AnyActorRef | null>(null);
  const count = loaded?.recording.events.length ?? 0;

  const load = useCallback(async (file: File) => {
    setInspectorNote(null);
    const fail = (message: string) => {
      setLoaded(null);
      setError(message);
    };
    if (file.size > MAX_BYTES) return fail(TOO_BIG);
    let text: string;
    try {
      text = await readFileText(file);
    } catch {
      return fail(BAD_FILE);
    }
    const parsed = parseRecording(text);
    if (!parsed.ok) return fail(parsed.message);
    try {
      // The replay spawns the recorded page flows at once: their chunks come first.
      await loadFlows(appMachine);
      const result = replayRecording(parsed.recording);
      setError(null);
      setLoaded({ name: file.name, recording: parsed.recording, result });
      setStep(0);
    } catch (err) {
      fail(`回放失败：${err instanceof Error ? err.message : String(err)}`);
    }
  }, []);

  const go = useCallback((to: number) => setStep(Math.max(0, Math.min(count - 1, to))), [count]);

  // ←/→ step anywhere on the page (not while typing in a field).
  useEffect(() => {
    if (!count) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey || typing(e.target)) return;
      if (e.key === 'ArrowLeft') setStep((s) => Math.max(0, s - 1));
      else if (e.key === 'ArrowRight') setStep((s) => Math.min(count - 1, s + 1));
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [count]);

  useEffect(() => () => inspected.current?.stop(), []);

  const openInInspector = async () => {
    if (!loaded) return;
    setInspectorNote(null);
    try {
      const inspector = await loadInspector();
      if (inspector.windowMissing() && !inspector.reopenWindow()) {
        setInspectorNote('浏览器拦截了检查器窗口，请允许本站弹出窗口后重试');
        return;
      }
      inspected.current?.stop();
      inspected.current =
        replayRecording(loaded.recording, { upTo: step, inspect: inspector.inspect, keepAlive: true }).actor ?? null;
      setInspectorNote(`已在 Stately 检查器中打开第 ${step + 1} 步`);
    } catch {
      setInspectorNote('Stately 检查器加载失败，请检查网络后重试');
    }
  };

  const current = loaded?.recording.events[step];
  const firstBad = loaded?.result.differing.find((i) => i > step) ?? loaded?.result.differing[0];

  return (
    <div className={`page-column ${classes.page}`}>
      <h1 className={classes.title}>会话回放</h1>
      <p className={classes.lead}>
        载入用户导出的会话记录，逐步查看每个状态机的状态。回放只在本页重新执行状态机，不发请求、不跳转、不读写 Cookie
        和本地存储。
      </p>
      <RecordingDrop onFile={load} fileName={loaded?.name ?? null} />
      {error && (
        <Alert color="red" title="无法回放" className={classes.alert} role="alert">
          {error}
        </Alert>
      )}
      {loaded && current && (
        <>
          <ReplaySummary recording={loaded.recording} result={loaded.result} />
          <Group className={classes.controls} gap="xs">
            <Button variant="default" onClick={() => go(step - 1)} disabled={step === 0} aria-keyshortcuts="ArrowLeft">
              ← 上一步
            </Button>
            <span className={classes.position} aria-live="polite">
              第 {step + 1} / {count} 步
            </span>
            <Button
              variant="default"
              onClick={() => go(step + 1)}
              disabled={step >= count - 1}
              aria-keyshortcuts="ArrowRight"
            >
              下一步 →
            </Button>
            {firstBad !== undefined && (
              <Button variant="light" color="red" onClick={() => go(firstBad)}>
                下一个不一致
              </Button>
            )}
            <Button
              variant="light"
              className={classes.inspect}
              onClick={openInInspector}
              onPointerEnter={preloadInspector}
              onFocus={preloadInspector}
              disabled={loaded.result.steps[step].replayed === null}
              title="在 Stately 检查器中打开当前步骤（新窗口）"
            >
              在检查器中打开
            </Button>
          </Group>
          {inspectorNote && <p className={classes.meta}>{inspectorNote}</p>}
          <div className={classes.grid}>
            <Timeline events={loaded.recording.events} steps={loaded.result.steps} current={step} onSelect={go} />
            <StepDetail
              event={current}
              previous={step > 0 ? loaded.recording.events[step - 1] : null}
              step={loaded.result.steps[step]}
            />
          </div>
        </>
      )}
    </div>
  );
}
