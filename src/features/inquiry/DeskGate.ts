// The member pages of the inquiry section (publish, desk): a visitor is sent to /login with this
// page as recordUrl (replacing this entry, so Back does not bounce into login), and login
// returns here. True once the member is known.
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useSession } from '../../shared/actor';
import { routes } from '../../shared/routes';

export function useMemberGate(): boolean {
  const { loggedIn, checking } = useSession();
  const [path, navigate] = useLocation();
  const search = useSearch();
  useEffect(() => {
    if (!checking && !loggedIn) navigate(routes.login.href(search ? `${path}?${search}` : path), { replace: true });
  }, [checking, loggedIn, path, search, navigate]);
  return loggedIn;
}
