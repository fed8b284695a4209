// A native select that applies its value only on a committed choice (issue 22; docs/architecture.md): a
// change made by an arrow key, Home/End, PageUp/PageDown or type-ahead on a closed select (the
// browser fires change between that key's keydown and keyup) only moves a draft; Enter, a choice
// made with the pointer or in the open list, and leaving the select apply the draft, once.
import { useRef, useState, type ChangeEvent, type FocusEvent, type KeyboardEvent } from 'react';
import { withoutResultsFocus } from '../shared/list-view';

const MOVES = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown']);
const isMove = (e: KeyboardEvent) =>
  MOVES.has(e.key) || (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey && e.key !== ' ');

export interface CommittedSelectProps {
  value: string;
  onChange: (e: ChangeEvent<HTMLSelectElement>) => void;
  onKeyDown: (e: KeyboardEvent<HTMLSelectElement>) => void;
  onKeyUp: (e: KeyboardEvent<HTMLSelectElement>) => void;
  onBlur: (e: FocusEvent<HTMLSelectElement>) => void;
}

/** Props for a select showing `value`; `apply` runs on a committed choice (every change when !committed). */
export function useCommittedSelect(
  value: string,
  apply: (value: string) => void,
  committed: boolean,
): CommittedSelectProps {
  // the draft while the keyboard moves through the options; null: showing the applied value
  const [draft, setDraft] = useState<{ of: string; value: string } | null>(null);
  const moving = useRef(false);
  // a draft made against another applied value (the URL changed meanwhile) is dropped
  const shown = draft && draft.of === value ? draft.value : value;
  const commit = (next: string) => {
    setDraft(null);
    if (next !== value) apply(next);
  };
  return {
    value: shown,
    onChange: (e) => {
      const next = e.currentTarget.value;
      if (committed && moving.current) setDraft({ of: value, value: next });
      else commit(next);
    },
    onKeyDown: (e) => {
      moving.current = committed && isMove(e);
      if (committed && e.key === 'Enter' && shown !== value) {
        e.preventDefault();
        commit(shown);
      }
    },
    onKeyUp: () => {
      moving.current = false;
    },
    onBlur: () => {
      moving.current = false;
      // the user is on the way to another control: the results do not take the focus
      if (committed && shown !== value) withoutResultsFocus(() => commit(shown));
    },
  };
}
