// The finance apply picture captcha: four characters drawn as an SVG with a twist per character,
// noise lines and dots; a random key; valid 5 minutes; single use — checking it, right or wrong,
// uses it up, so a wrong guess always needs a new picture. The answer is kept as drawn (upper
// case) until it is used or expires; a request limit per IP is the route's rate rule.
import { randomBytes, randomInt } from 'node:crypto';
import type { FinanceCaptcha } from '../../../api/finance';
import type { Db } from '../../db';
import { badRequest } from '../../http/errors';
import { MINUTE, stamp } from '../../floor/time';

export const CAPTCHA_TTL_MS = 5 * MINUTE;
export const CAPTCHA_MSG = '请输入正确的图片验证码';
export const CAPTCHA_EXPIRED_MSG = '图片验证码已过期，请点击图片刷新';
const CHARS = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const LENGTH = 4;
const [W, H] = [120, 40];
const COLORS = ['#1f4e8c', '#8c1f3d', '#2f6b2f', '#6b3f8c', '#8c5a1f'];

const pick = <T>(list: readonly T[]): T => list[randomInt(list.length)];

export function drawCaptcha(answer: string): string {
  const parts: string[] = [`<rect width="${W}" height="${H}" fill="#f3f5f8"/>`];
  for (let i = 0; i < 5; i++) {
    const d = `M${randomInt(W)} ${randomInt(H)} Q${randomInt(W)} ${randomInt(H)} ${randomInt(W)} ${randomInt(H)}`;
    parts.push(`<path d="${d}" stroke="${pick(COLORS)}" stroke-width="1" fill="none" opacity="0.6"/>`);
  }
  [...answer].forEach((ch, i) => {
    const x = 14 + i * 26 + randomInt(-3, 4);
    const y = 28 + randomInt(-4, 5);
    const rotate = randomInt(-28, 29);
    const size = 22 + randomInt(0, 6);
    parts.push(
      `<text x="${x}" y="${y}" font-family="Georgia,serif" font-weight="bold" font-size="${size}" fill="${pick(COLORS)}" transform="rotate(${rotate} ${x} ${y})">${ch}</text>`,
    );
  });
  for (let i = 0; i < 30; i++)
    parts.push(`<circle cx="${randomInt(W)}" cy="${randomInt(H)}" r="1" fill="${pick(COLORS)}"/>`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${parts.join('')}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

export async function issueCaptcha(db: Db, ip: string, nowMs: number): Promise<FinanceCaptcha> {
  const answer = Array.from({ length: LENGTH }, () => pick([...CHARS])).join('');
  const key = randomBytes(16).toString('hex');
  // This address's dead captchas go as it asks for new ones.
  await db.deleteFrom('finance_captcha').where('ip', '=', ip).where('expires_at', '<', stamp(nowMs)).execute();
  await db
    .insertInto('finance_captcha')
    .values({
      captcha_key: key,
      answer,
      ip,
      created_at: stamp(nowMs),
      expires_at: stamp(nowMs + CAPTCHA_TTL_MS),
      used_at: null,
    })
    .execute();
  return { key, image: drawCaptcha(answer), expiresIn: CAPTCHA_TTL_MS / 1000 };
}

/** Uses the captcha up (one conditional update: racing requests cannot both pass) and checks the answer; a 400 saying why otherwise. */
export async function spendCaptcha(db: Db, key: string, given: string, nowMs: number): Promise<void> {
  const row = await db
    .updateTable('finance_captcha')
    .set({ used_at: stamp(nowMs) })
    .where('captcha_key', '=', key)
    .where('used_at', 'is', null)
    .returning(['answer', 'expires_at'])
    .executeTakeFirst();
  if (!row) throw badRequest(CAPTCHA_MSG);
  if (row.expires_at <= stamp(nowMs)) throw badRequest(CAPTCHA_EXPIRED_MSG);
  if (row.answer !== given.trim().toUpperCase()) throw badRequest(CAPTCHA_MSG);
}
