// Devtools wiring for main.tsx: the always-on session recorder, its export shortcut, and, when
// asked for, the Stately inspector, resolved before the first render because the root actor
// starts as soon as the provider mounts and must be created with its final `inspect` observer.
import type { InspectionEvent, Observer } from 'xstate';
import { combineObservers, inspectorRequested, loadInspector } from './inspector';
import { exposeRecorderForDevelopment, installExportShortcut, keepRecordingAcrossLoads, sessionRecorder } from './session-export';

export type RenderWithInspect = (inspect: Observer<InspectionEvent>) => void;

export function startDevtools(render: RenderWithInspect): void {
  installExportShortcut();
  keepRecordingAcrossLoads();
  exposeRecorderForDevelopment();
  if (!inspectorRequested()) {
    render(sessionRecorder.inspect);
    return;
  }
  loadInspector().then(
    (inspector) => {
      render(combineObservers(sessionRecorder.inspect, inspector.inspect));
      inspector.offerOpenButton();
    },
    (err: unknown) => {
      console.error('Stately 检查器加载失败', err);
      render(sessionRecorder.inspect);
    },
  );
}
