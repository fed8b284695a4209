// The one SMS code store (issue with the sending limits, check, single use) for every module that
// sends a code: it lives with the auth module, which owns the generic send call; the finance
// apply call sends its codes through the same store and the same limits.
export { checkCode, CODE_TTL_MS, issueCode } from '../modules/auth/sms-codes';
