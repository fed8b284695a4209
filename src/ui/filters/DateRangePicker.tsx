// The calendar of DateRange (./DateRange.tsx), loaded when the user first reaches for the control:
// Mantine's DatePickerInput, type range (arrow keys move through the days, Enter picks, Escape
// closes). The range applies on a committed choice only — both days picked, or cleared — never
// while the user moves through the calendar; a later first day than last is swapped by the
// calendar itself.
import { DatePickerInput, DatesProvider, type DatesRangeValue } from '@mantine/dates';
import '@mantine/dates/styles.css';
import 'dayjs/locale/zh-cn';
import { useEffect, useRef, useState } from 'react';
import '../mantine-components';
import classes from './filter-forms.module.css';

import type { DateRangeParts } from './DateRange';

type Range = DatesRangeValue<string>;

const ARIA = {
  previousMonth: '上个月',
  nextMonth: '下个月',
  previousYear: '上一年',
  nextYear: '下一年',
  previousDecade: '上一个十年',
  nextDecade: '下一个十年',
  monthLevelControl: '选择月份',
  yearLevelControl: '选择年份',
};

export default function DateRangePicker({
  label,
  from,
  to,
  onApply,
  minDate,
  maxDate,
  labelId,
  buttonId,
}: DateRangeParts) {
  const [draft, setDraft] = useState<Range>([from, to]);
  const button = useRef<HTMLButtonElement>(null);
  // The address changed (Back, a link): show its range.
  useEffect(() => setDraft([from, to]), [from, to]);
  // It replaced the light button the user just pressed: the focus and the opening follow.
  useEffect(() => {
    button.current?.focus();
    button.current?.click();
  }, []);
  const change = (next: Range) => {
    setDraft(next);
    const [a, b] = next;
    if ((a && b) || (!a && !b)) onApply(a, b);
  };
  return (
    <DatesProvider settings={{ locale: 'zh-cn', firstDayOfWeek: 1, labelSeparator: '至' }}>
      <DatePickerInput
        type="range"
        ref={button}
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
    </DatesProvider>
  );
}
