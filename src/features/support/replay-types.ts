// The replay's result, step by step (src/features/support/replay.ts makes it; the support page shows it).
import type { AnyStateMachine, InspectionEvent, Observer } from 'xstate';
import type { RecordedEvent, TreeStates } from '../../devtools/recording';
import type { StateDifference } from './compare';

export type StepMode =
  /** Sent to the replayed actor at its path. */
  | 'fed'
  /** The replayed machines sent it themselves. */
  | 'reproduced'
  /** Its target was not running in the replay (nor, then, when recorded): nothing delivered. */
  | 'skipped'
  /** The step the replay starts from (a checkpoint): compared, not re-executed. */
  | 'checkpoint'
  /** Before the replay's start (older than the first checkpoint), or after `upTo`. */
  | 'not-replayed';

export interface ReplayStep {
  mode: StepMode;
  /** The replayed tree after this step, when it was replayed. */
  replayed: TreeStates | null;
  /** State values that differ from the recording. */
  differences: StateDifference[];
  /** Actors whose context differs from the recording (shown, not counted as a failure). */
  contextDiffers: string[];
  /** Events the replay produced during this step that the recording does not have. */
  extras: RecordedEvent[];
}

export interface ReplayResult {
  /**
   * Where the replay started: the session's first xstate.init, a checkpoint, the first page load
   * inside the window (older events dropped, no checkpoint), or nowhere (nothing to replay).
   */
  start: 'initial' | 'checkpoint' | 'page' | 'none';
  steps: ReplayStep[];
  /** Indexes of the steps that differ (state values or unexpected events). */
  differing: number[];
  /** Whether the replay's last tree matches the file's export-time snapshot (null: not checked). */
  matchesSnapshot: boolean | null;
}

export interface ReplayOptions {
  /** The root machine (default: the portal's); it is made inert before use. */
  machine?: AnyStateMachine;
  /** Feed events up to this index only (the inspector opens one step). */
  upTo?: number;
  /** Another observer of the replay, e.g. the Stately inspector. */
  inspect?: Observer<InspectionEvent>;
  /** Leave the replayed actor running (for the inspector) and return it. */
  keepAlive?: boolean;
}
