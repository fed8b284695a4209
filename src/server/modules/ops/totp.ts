// The operators' second factor: TOTP (RFC 6238: SHA-1, 6 digits, 30-second steps) through the
// otpauth library. A code is accepted for the current step or one either side (clock drift),
// and only once: the step it was accepted for is kept (ops_operator.totp_step) and a code of
// that step or an earlier one is refused.
import { Secret, TOTP } from 'otpauth';

const ISSUER = '建采通运营后台';
const PERIOD = 30;

const totpOf = (account: string, secret: string) =>
  new TOTP({
    issuer: ISSUER,
    label: account,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });

/** A new secret (160 bits, base32) and its otpauth:// address for an authenticator app. */
export function newTotp(account: string): { secret: string; uri: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, uri: totpOf(account, secret).toString() };
}

/** The step the code is right for at `nowMs` (within one step either side), or null. */
export function totpStep(account: string, secret: string, code: string, nowMs: number): number | null {
  const t = totpOf(account, secret);
  const delta = t.validate({ token: code, timestamp: nowMs, window: 1 });
  return delta === null ? null : t.counter({ timestamp: nowMs }) + delta;
}

/** The code of `secret` at `nowMs` (the seed's demo and the tests compute codes with it). */
export const totpCode = (secret: string, nowMs: number): string =>
  TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: PERIOD, timestamp: nowMs });
