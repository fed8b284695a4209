// Session tokens of every site's members: 32 random bytes (base64url) handed out once; a table
// keeps only the token's sha256 (hashToken). Seven days. Each site keeps its own sessions table
// (sessions for the main site, sc_sessions for the sc site) and reads its own header.
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { hashToken } from '../http/session';
import { DAY, now, stamp } from './time';

export const SESSION_TTL_MS = 7 * DAY;

export interface NewSession {
  /** Given to the client once, never stored. */
  token: string;
  tokenHash: string;
  createdAt: string;
  expiresAt: string;
  /** Seconds, as the token answer says it. */
  expiresIn: number;
}

export function newSession(ttlMs = SESSION_TTL_MS): NewSession {
  const token = randomBytes(32).toString('base64url');
  const t = now();
  return {
    token,
    tokenHash: hashToken(token),
    createdAt: stamp(t),
    expiresAt: stamp(t + ttlMs),
    expiresIn: ttlMs / 1000,
  };
}

/**
 * The token of `<header>: bearer <token>`: undefined without the header, '' when it is no usable
 * bearer value (too long or malformed: a dead session, never a lookup).
 */
export function bearerIn(req: FastifyRequest, header: string): string | undefined {
  const raw = req.headers[header];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (!value) return undefined;
  const m = /^bearer\s+(\S{1,200})$/i.exec(value);
  return m ? m[1] : '';
}
