// The main site's password-guessing guard: the floor's (src/server/floor/login-guard.ts) over the
// login_failures table.
import { loginGuard } from '../../floor/login-guard';

export { CAP_MSG, delayAfter, delayMsg, LOGIN_LIMITS } from '../../floor/login-guard';

export const { beginAttempt, attemptSucceeded, clearDelay } = loginGuard('login_failures');
