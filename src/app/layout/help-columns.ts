// The footer's five help columns: one help-center list per category, the requests started
// 20 ms apart (spec section 7) so the five do not hit the server in the same instant.
import { cms, type HelpCategory, type HelpItem } from '../../api/cms';
import { queryOptions } from '@tanstack/react-query';
import { call, type Transport } from '../../client/http';
import { transportOf } from '../../shared/query';
import { helpRoutes } from '../../shared/sections/help/routes';

export const HELP_COLUMNS: ReadonlyArray<{ code: HelpCategory; title: string }> = [
  { code: 'beginner_guide', title: '新手指南' },
  { code: 'hzy_service', title: '平台服务' },
  { code: 'transaction_security', title: '交易保障' },
  { code: 'pay_way', title: '支付方式' },
  { code: 'about_hzy', title: '关于我们' },
];
export const HELP_STAGGER_MS = 20;
export const HELP_COLUMN_SIZE = 5;

export interface HelpColumn {
  code: HelpCategory;
  title: string;
  /** null when this column's request failed (the others still show). */
  items: HelpItem[] | null;
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (ms <= 0) return resolve();
    const t = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(t);
        reject(signal.reason);
      },
      { once: true },
    );
  });

export async function loadHelpColumns(
  signal: AbortSignal,
  http?: Transport,
  stagger = HELP_STAGGER_MS,
): Promise<HelpColumn[]> {
  const settled = await Promise.allSettled(
    HELP_COLUMNS.map(async ({ code }, i) => {
      await wait(i * stagger, signal);
      const page = await call(
        cms.helpCenterList,
        { categoryCode: code, current: 1, size: HELP_COLUMN_SIZE },
        { signal, silent: true, http },
      );
      return page.records;
    }),
  );
  if (signal.aborted) throw signal.reason;
  return HELP_COLUMNS.map((c, i) => {
    const r = settled[i];
    return { ...c, items: r.status === 'fulfilled' ? r.value : null };
  });
}

/**
 * The footer's columns, one query on every portal page. The server render fills it (without the
 * stagger: its calls do not cross a network), so the footer arrives with the page, not as
 * skeletons that a second round of requests replaces after hydration.
 */
export const footerHelpQuery = (stagger = HELP_STAGGER_MS) =>
  queryOptions({
    queryKey: ['footer-help'],
    queryFn: ({ signal, client }) => loadHelpColumns(signal, transportOf(client), stagger),
    staleTime: Infinity,
  });

export const helpLink = (problemContent: string) => helpRoutes.helpCenter.href({ problemContent });
