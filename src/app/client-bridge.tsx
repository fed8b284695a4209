// Wires the HTTP layer's error messages to Mantine notifications (2000 ms). The request hooks
// (loading bar) and the 401 (the logout guard, spec section 8) are connectBrowser's.
import { useEffect } from 'react';
import { notify } from '../client/notify';
import { setClientHooks } from '../client/hooks';

export const NOTIFY_MS = 2000;

export function ClientBridge() {
  useEffect(() => {
    setClientHooks({ notifyError: (message) => notify({ color: 'red', message, autoClose: NOTIFY_MS }) });
  }, []);
  return null;
}
