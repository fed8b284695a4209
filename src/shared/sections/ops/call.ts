// The console's calls from the browser: the operator's HttpOnly cookie is the session, so a 401
// is the console's own (back to its login), never the portal member's logout.
import type { Call, CallData, CallInput } from '../../../api/define';
import { call, type CallOptions } from '../../../client/http';

export const opsCall = <C extends Call>(c: C, input: CallInput<C>, opts: CallOptions = {}): Promise<CallData<C>> =>
  call(c, input, { ...opts, ownSession: true });
