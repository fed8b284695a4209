// One control for a date range (开工日期, 发布日期, 截止日期…): a button that opens a calendar where
// the user picks the first and the last day. One Tab stop instead of two native date fields of
// four stops each.
//
// The first screen renders only the button (the look of Mantine's input, the days or the prompt,
// and 清除): the calendar (@mantine/dates with its popover, ~50 KB of gzipped script and its
// styles) is ./DateRangePicker.tsx, fetched when the pointer or the focus comes near the control
// and shown in the button's place when the user presses it, already open. A list page's first
// screen then carries none of it (Lighthouse's blocking time on the list pages).
import { CloseButton, InputBase } from '@mantine/core';
import { lazy, Suspense, useId, useState } from 'react';
import '../mantine-components';
import { rangeText, useFilterChip } from './filter-chips';
import classes from './filter-forms.module.css';

interface Props {
  /** The control's accessible name, e.g. 开工日期. */
  label: string;
  /** A visible caption before the control (when the filter row has none). */
  caption?: string;
  from: string | null;
  to: string | null;
  onApply: (from: string | null, to: string | null) => void;
  /** Days outside these are not offered (YYYY-MM-DD). */
  minDate?: string;
  maxDate?: string;
}

/** What the calendar module gets (it opens at once, in the pressed button's place): the props and the ids the name is built from. */
export interface DateRangeParts extends Props {
  labelId: string;
  buttonId: string;
}

const loadPicker = () => import('./DateRangePicker');
const Picker = lazy(loadPicker);

export function DateRange(props: Props) {
  const { label, caption, from, to, onApply } = props;
  // The name is the label and then what the button shows (the days, or its prompt): what a
  // speech-input user reads on screen is part of the name.
  const [labelId, buttonId] = [useId(), useId()];
  const [pressed, setPressed] = useState(false);
  const shown = from || to ? `${from ?? ''} 至 ${to ?? ''}` : null;
  useFilterChip(
    shown
      ? { key: label, text: `${label}：${rangeText(from ?? '', to ?? '')}`, clear: () => onApply(null, null) }
      : null,
  );
  const button = (
    <InputBase
      component="button"
      type="button"
      id={buttonId}
      aria-labelledby={`${labelId} ${buttonId}`}
      aria-haspopup="dialog"
      size="xs"
      pointer
      classNames={{ input: classes.dateInput }}
      onPointerEnter={() => void loadPicker()}
      onFocus={() => void loadPicker()}
      onClick={() => setPressed(true)}
      rightSection={
        shown ? <CloseButton size="md" aria-label={`清除${label}`} onClick={() => onApply(null, null)} /> : undefined
      }
      rightSectionPointerEvents="all"
    >
      {shown ?? <span className={classes.datePlaceholder}>选择起止日期</span>}
    </InputBase>
  );
  return (
    <div className={classes.dateRange}>
      {caption && (
        <span className={classes.unit} aria-hidden="true">
          {caption}
        </span>
      )}
      <span id={labelId} hidden>
        {label}
      </span>
      {pressed ? (
        <Suspense fallback={button}>
          <Picker {...props} labelId={labelId} buttonId={buttonId} />
        </Suspense>
      ) : (
        button
      )}
    </div>
  );
}
