// The operator of the console's session, read in the browser (the server renders for a visitor):
// undefined while loading, null when there is none (the shell then sends to the login page).
import { useQuery } from '@tanstack/react-query';
import { ops } from '../../../api/ops';
import { opsCall } from '../../../shared/sections/ops/call';

export const OPERATOR_KEY = [ops.me.path];

export function useOperator() {
  const q = useQuery({
    queryKey: OPERATOR_KEY,
    queryFn: ({ signal }) => opsCall(ops.me, {}, { signal, silent: true }).catch(() => null),
    staleTime: 60_000,
  });
  return q.data;
}
