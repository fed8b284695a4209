// What every labour board's loader starts: its page, the tree, and the region selects' lists.
import type { QueryClient } from '@tanstack/react-query';
import { system } from '../../../api/system';
import { callQuery } from '../../../shared/query';
import { treeQuery } from './queries';

export async function boardPrefetch(
  client: QueryClient,
  page: Promise<void>,
  provinceCode: string | null,
): Promise<void> {
  await Promise.all([
    page,
    client.prefetchQuery(treeQuery),
    client.prefetchQuery(callQuery(system.provinces, {})),
    provinceCode && client.prefetchQuery(callQuery(system.regionChildren, { parentCode: provinceCode })),
  ]);
}
