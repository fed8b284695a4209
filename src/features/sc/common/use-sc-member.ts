// The sc member as the frame and pages see it: their info (after hydration, while the sc login's
// role cookie says there is one), the unread count, a role switch and the sc logout. A 401 ends
// the stale sc login here.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sc, type ScMemberInfo } from '../../../api/sc';
import type { ScRole } from '../../../api/sc-dicts';
import { ApiError } from '../../../client/errors';
import { call } from '../../../client/http';
import { clearScSession, scCallOptions, scLogout, setScRole, useScSession } from '../../../shared/sections/sc/session';

export const scMemberKey = (session: string | undefined) => ['sc-member', session] as const;

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
  const session = useScSession();
  const client = useQueryClient();
  const info = useQuery({
    queryKey: scMemberKey(session),
    queryFn: ({ signal }) => loadInfo(signal),
    enabled: !!session,
    staleTime: 30_000,
  });
  const unread = useQuery({
    queryKey: ['sc-unread', session],
    queryFn: ({ signal }) => call(sc.unreadCount, {}, scCallOptions({ signal, silent: true })),
    enabled: !!session && !!info.data,
  });
  const switchRole = useMutation({
    mutationFn: (role: ScRole) => call(sc.switchRole, { role }, scCallOptions()),
    onSuccess: (next) => {
      setScRole(next.role);
      client.setQueryData(scMemberKey(session), next);
    },
  });
  const logout = async () => {
    await scLogout();
    // Keyed by the acting role, not by login: the next login (maybe another account) starts clean.
    for (const key of ['sc-member', 'sc-unread', 'sc-searches']) client.removeQueries({ queryKey: [key] });
  };
  return {
    session,
    member: session ? (info.data ?? null) : null,
    loading: !!session && info.isPending,
    unread: unread.data?.count ?? 0,
    switchRole,
    logout,
  };
}
