// One control for a date range (开工日期, 发布日期, 截止日期…): a button that opens a calendar where
// the user picks the first and the last day (Mantine's DatePickerInput, type range; arrow keys move
// through the days, Enter picks, Escape closes). One Tab stop instead of two native date fields of
// four stops each. The range applies on a committed choice only — both days picked, or cleared —
// never while the user moves through the calendar; a later first day than last is swapped by the
// calendar itself.
import { DatePickerInput, DatesProvider, type DatesRangeValue } from '@mantine/dates';
import '@mantine/dates/styles.css';
import 'dayjs/locale/zh-cn';
import { useEffect, useId, useState } from 'react';
import '../mantine-components';
import classes from './filter-forms.module.css';

type Range = DatesRangeValue<string>;

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

const ARIA = { previousMonth: '上个月', nextMonth: '下个月', previousYear: '上一年', nextYear: '下一年', previousDecade: '上一个十年', nextDecade: '下一个十年', monthLevelControl: '选择月份', yearLevelControl: '选择年份' };

export function DateRange({ label, caption, from, to, onApply, minDate, maxDate }: Props) {
  const [draft, setDraft] = useState<Range>([from, to]);
  // The name is the label and then what the button shows (the days, or its prompt): what a
  // speech-input user reads on screen is part of the name.
  const [labelId, buttonId] = [useId(), useId()];
  // The address changed (Back, a link): show its range.
  useEffect(() => setDraft([from, to]), [from, to]);
  const change = (next: Range) => {
    setDraft(next);
    const [a, b] = next;
    if ((a && b) || (!a && !b)) onApply(a, b);
  };
  return (
    <DatesProvider settings={{ locale: 'zh-cn', firstDayOfWeek: 1, labelSeparator: '至' }}>
      <div className={classes.dateRange}>
        {caption && (
          <span className={classes.unit} aria-hidden="true">
            {caption}
          </span>
        )}
        <span id={labelId} hidden>
          {label}
        </span>
        <DatePickerInput
          type="range"
          id={buttonId}
          aria-labelledby={`${labelId} ${buttonId}`}
          placeholder="选择起止日期"
          valueFormat="YYYY-MM-DD"
          allowSingleDateInRange
          clearable
          clearButtonProps={{ 'aria-label': `清除${label}` }}
          ariaLabels={ARIA}
          minDate={minDate}
          maxDate={maxDate}
          value={draft}
          onChange={change}
          size="xs"
          classNames={{ input: classes.dateInput, placeholder: classes.datePlaceholder }}
        />
      </div>
    </DatesProvider>
  );
}
