// The content desk's status names and tones, and times as the console shows them.
import { CONTENT_STATUS_NAMES, type ContentStatus } from '../../../api/cms';
import { beijingTime } from '../../../api/time';

export const STATUS_TONES: Record<ContentStatus, string | undefined> = {
  draft: undefined,
  scheduled: 'info',
  published: 'ok',
  withdrawn: 'warn',
};

export const statusName = (s: ContentStatus): string => CONTENT_STATUS_NAMES[s];

/** An ISO instant as Beijing wall-clock time, or a dash. */
export const shown = (iso: string | null): string => (iso ? beijingTime(iso) : '—');

/** An ISO instant as a datetime-local input's Beijing value ('YYYY-MM-DDTHH:mm'), or ''. */
export const localOf = (iso: string | null): string => (iso ? beijingTime(iso).replace(' ', 'T').slice(0, 16) : '');

/** A datetime-local input's Beijing value as an ISO instant with its zone, or ''. */
export const instantOf = (local: string): string => (local ? `${local}:00+08:00` : '');
