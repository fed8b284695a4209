// A tender's key dates as an iCalendar file (RFC 5545), so a bidder's own calendar reminds him:
// the document sale end (报名截止), the clarification deadline (澄清、变更截止: 15 days before the
// bid deadline, 实施条例 第21条), the opening and the end of the candidates' publicity; each with a
// reminder one day before. Times in UTC (…Z), so every calendar shows them in its own zone.
import { DAY } from '../../../api/time';

export interface IcsTender {
  id: number;
  tenderNo: string;
  title: string;
  registrationDeadline: string;
  bidDeadline: string;
  publicityEnd: string | null;
  openPlace?: string;
}

const stamp = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
/** RFC 5545 text: backslash, semicolon, comma and newlines escaped. */
const esc = (s: string) => s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
/** Lines folded at 75 octets (counting UTF-8 bytes), continuation lines start with a space. */
function fold(line: string): string {
  const out: string[] = [];
  let cur = '';
  let bytes = 0;
  for (const ch of line) {
    const n = new TextEncoder().encode(ch).length;
    if (bytes + n > (out.length ? 74 : 75)) {
      out.push(cur);
      cur = '';
      bytes = 0;
    }
    cur += ch;
    bytes += n;
  }
  out.push(cur);
  return out.join('\r\n ');
}

/** The key dates of one tender that are still ahead of `nowMs` are kept; past ones too (a record). */
export function tenderEvents(t: IcsTender): { key: string; name: string; at: number }[] {
  const bid = Date.parse(t.bidDeadline);
  const events = [
    { key: 'sale', name: '招标文件发售（报名）截止', at: Date.parse(t.registrationDeadline) },
    { key: 'clarify', name: '澄清、变更截止（投标截止前 15 日）', at: bid - 15 * DAY },
    { key: 'opening', name: '投标截止·开标', at: bid },
  ];
  if (t.publicityEnd) events.push({ key: 'publicity', name: '中标候选人公示结束', at: Date.parse(t.publicityEnd) });
  return events.filter((e) => !Number.isNaN(e.at));
}

export function tendersIcs(tenders: IcsTender[], nowMs: number, host = 'portal'): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//portal//tender//ZH',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'X-WR-CALNAME:招标关键日期',
  ];
  for (const t of tenders) {
    for (const e of tenderEvents(t)) {
      lines.push(
        'BEGIN:VEVENT',
        `UID:tender-${t.id}-${e.key}@${host}`,
        `DTSTAMP:${stamp(nowMs)}`,
        `DTSTART:${stamp(e.at)}`,
        `DTEND:${stamp(e.at + 30 * 60_000)}`,
        `SUMMARY:${esc(`【${e.name}】${t.title}`)}`,
        `DESCRIPTION:${esc(`招标编号 ${t.tenderNo}`)}`,
        ...(t.openPlace && e.key === 'opening' ? [`LOCATION:${esc(t.openPlace)}`] : []),
        'BEGIN:VALARM',
        'ACTION:DISPLAY',
        `DESCRIPTION:${esc(e.name)}`,
        'TRIGGER:-P1D',
        'END:VALARM',
        'END:VEVENT',
      );
    }
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
