// Wires the HTTP layer's remaining hooks: error messages become Mantine notifications (2000 ms)
// and a 401 navigates to the main site's logout handler (spec section 8). The request hooks
// (loading bar) are connectBrowser's.
import { useEffect } from 'react';
import { notify } from '../client/notify';
import { setClientHooks } from '../client/hooks';
import { useSiteConfig } from '../shared/site-config';

export const NOTIFY_MS = 2000;

export function ClientBridge() {
  const logoutHandler = useSiteConfig()?.links.logoutHandler ?? '/home?handleLogout=1';
  useEffect(() => {
    setClientHooks({
      notifyError: (message) => notify({ color: 'red', message, autoClose: NOTIFY_MS }),
      unauthorized: () => globalThis.location?.assign(logoutHandler),
    });
  }, [logoutHandler]);
  return null;
}
