// The sc member as the frame and pages see it: their info (after hydration, from the sc session's
// cookie), the unread count, a role switch and the sc logout. A 401 ends the stale sc login here.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sc, type ScMemberInfo } from '../../../api/sc';
import type { ScRole } from '../../../api/sc-dicts';
import { ApiError } from '../../../client/errors';
import { call } from '../../../client/http';
import { clearScSession, scCallOptions, scLogout, setScRole, useScToken } from '../../../shared/sections/sc/session';

export const scMemberKey = (token: string | undefined) => ['sc-member', token] as const;

async function loadInfo(signal: AbortSignal): Promise<ScMemberInfo | null> {
  try {
    return await call(sc.memberInfo, {}, scCallOptions({ signal, silent: true }));
  } catch (e) {
    if (e instanceof ApiError && e.status === 401) {
      clearScSession();
      return null;
    }
    throw e;
  }
}

export function useScMember() {
  const token = useScToken();
  const client = useQueryClient();
  const info = useQuery({
    queryKey: scMemberKey(token),
    queryFn: ({ signal }) => loadInfo(signal),
    enabled: !!token,
    staleTime: 30_000,
  });
  const unread = useQuery({
    queryKey: ['sc-unread', token],
    queryFn: ({ signal }) => call(sc.unreadCount, {}, scCallOptions({ signal, silent: true })),
    enabled: !!token && !!info.data,
  });
  const switchRole = useMutation({
    mutationFn: (role: ScRole) => call(sc.switchRole, { role }, scCallOptions()),
    onSuccess: (next) => {
      setScRole(next.role);
      client.setQueryData(scMemberKey(token), next);
    },
  });
  const logout = async () => {
    await scLogout();
    client.removeQueries({ queryKey: ['sc-member'] });
  };
  return {
    token,
    member: token ? (info.data ?? null) : null,
    loading: !!token && info.isPending,
    unread: unread.data?.count ?? 0,
    switchRole,
    logout,
  };
}
