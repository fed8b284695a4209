// 导出到日历: the key dates of one or more tenders as an .ics file, made in the browser from data
// the page already has (no extra call).
import '../../../ui/mantine-components';
import { Button } from '@mantine/core';
import { tendersIcs, type IcsTender } from '../../../shared/sections/tender/ics';

export function IcsLink({
  tenders,
  fileName,
  label = '导出到日历（.ics）',
  now,
}: {
  tenders: IcsTender[];
  fileName: string;
  label?: string;
  now: number;
}) {
  const download = () => {
    const blob = new Blob([tendersIcs(tenders, now, window.location.host)], { type: 'text/calendar;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = fileName;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };
  return (
    <Button variant="light" size="xs" onClick={download} disabled={tenders.length === 0}>
      {label}
    </Button>
  );
}
