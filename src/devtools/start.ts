// Devtools wiring for main.tsx: the always-on session recorder and, when asked for, the Stately
// inspector. The root actor starts as soon as the provider mounts and is created with its final
// `inspect` observer, so that observer is settled before the first render: the recorder's early
// observer (early.ts; the recorder, its storage and export shortcut are a chunk of their own that
// takes over once loaded) and, with ?inspect, the inspector, loaded first.
import type { InspectionEvent, Observer } from 'xstate';
import { earlyObserver } from './early';
import { combineObservers, inspectorRequested, loadInspector } from './inspector';

export type RenderWithInspect = (inspect: Observer<InspectionEvent>) => void;

/** Starts the recording and renders; resolves once the recorder has taken over. */
export function startDevtools(render: RenderWithInspect): Promise<void> {
  const early = earlyObserver();
  const recorder = import('./session-export').then((m) => {
    m.installSessionRecording();
    early.handOff(m.sessionRecorder);
  });
  recorder.catch((err: unknown) => {
    early.giveUp();
    console.error('会话记录加载失败', err);
  });
  if (!inspectorRequested()) render(early.inspect);
  else
    loadInspector().then(
      (inspector) => {
        render(combineObservers(early.inspect, inspector.inspect));
        inspector.offerOpenButton();
      },
      (err: unknown) => {
        console.error('Stately 检查器加载失败', err);
        render(early.inspect);
      },
    );
  return recorder;
}
