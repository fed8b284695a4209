// How page flows reach the session (systemId 'session') of their actor system: the events they
// send it. A flow tested on its own has no session, and then nothing is sent.
import type { AnyActorRef } from 'xstate';
import type { TokenResult } from '../src/api/auth';
import type { SessionEvent } from './session-types';

export const SESSION_ID = 'session';

export function sessionIn(system: { get: (systemId: string) => unknown }): AnyActorRef | undefined {
  return system.get(SESSION_ID) as AnyActorRef | undefined;
}

/** A login made by a page flow: the session stores it and loads the member. */
export const loggedIn = (result: TokenResult): SessionEvent => ({ type: 'login.succeeded', result });

/** The stored login changed under the session: read it again. */
export const checkAgain: SessionEvent = { type: 'session.check' };
