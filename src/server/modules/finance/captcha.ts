// The finance apply picture captcha: four characters drawn on the server as a raster (WebP, no
// text anywhere in the answer): each glyph turned, sheared and scaled on its own, the glyph layer
// bent by two sine waves, over pixel noise, crossed by curves in the glyphs' colours. A random
// key; valid 5 minutes; single use — checking it, right or wrong, uses it up, so a wrong guess
// always needs a new picture. The answer is kept as drawn (upper case) until it is used or
// expires; a request limit per IP is the route's rate rule.
import { randomBytes, randomInt } from 'node:crypto';
import sharp from 'sharp';
import type { FinanceCaptcha } from '../../../api/finance';
import type { Db } from '../../db';
import { badRequest } from '../../http/errors';
import { MINUTE, stamp } from '../../floor/time';

export const CAPTCHA_TTL_MS = 5 * MINUTE;
export const CAPTCHA_MSG = '请输入正确的图片验证码';
export const CAPTCHA_EXPIRED_MSG = '图片验证码已过期，请点击图片刷新';
const CHARS = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const LENGTH = 4;
/** Twice the 120 × 40 the form shows, for sharp screens. */
const [W, H] = [240, 80];
const COLORS = ['#1f4e8c', '#8c1f3d', '#2f6b2f', '#6b3f8c', '#8c5a1f'];
const FONTS = ['DejaVu Sans', 'DejaVu Serif', 'DejaVu Sans Mono'];

const pick = <T>(list: readonly T[]): T => list[randomInt(list.length)];
/** A random number in [a, b). */
const between = (a: number, b: number) => a + (b - a) * (randomInt(1_000_000) / 1_000_000);
const raw = { width: W, height: H, channels: 4 } as const;

/** The glyphs, each with its own font, size, turn and shear, overlapping a little; transparent elsewhere. */
async function glyphLayer(answer: string, colors: string[]): Promise<Buffer> {
  const glyphs = [...answer].map((ch, i) => {
    const [x, y] = [30 + i * 52 + between(-6, 6), 58 + between(-8, 8)];
    const turn = `rotate(${between(-25, 25)}) skewX(${between(-14, 14)})`;
    const transform = `translate(${x} ${y}) ${turn} scale(${between(0.85, 1.15)} ${between(0.85, 1.2)})`;
    const font = `font-family="${pick(FONTS)}" font-weight="bold" font-size="${randomInt(46, 58)}"`;
    return `<text transform="${transform}" text-anchor="middle" ${font} fill="${colors[i]}">${ch}</text>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${glyphs.join('')}</svg>`;
  return sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer();
}

/** The layer bent by a sine wave along each axis (random amplitude, length and phase). */
function bend(src: Buffer): Buffer {
  const out = Buffer.alloc(src.length);
  const [ax, lx, px] = [between(3, 6), between(50, 90), between(0, 2 * Math.PI)];
  const [ay, ly, py] = [between(4, 8), between(80, 160), between(0, 2 * Math.PI)];
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const sx = Math.round(x + ax * Math.sin((2 * Math.PI * y) / lx + px));
      const sy = Math.round(y + ay * Math.sin((2 * Math.PI * x) / ly + py));
      if (sx < 0 || sy < 0 || sx >= W || sy >= H) continue;
      src.copy(out, (y * W + x) * 4, (sy * W + sx) * 4, (sy * W + sx) * 4 + 4);
    }
  return out;
}

/** A light background of pixel noise. */
function noise(): Buffer {
  const px = randomBytes(W * H * 3);
  const out = Buffer.alloc(W * H * 4);
  for (let i = 0; i < W * H; i++) {
    for (let c = 0; c < 3; c++) out[i * 4 + c] = 200 + (px[i * 3 + c] % 56);
    out[i * 4 + 3] = 255;
  }
  return out;
}

/** Curves through the glyphs' band in the glyphs' own colours, and dots. */
function strokes(colors: string[]): Buffer {
  const parts: string[] = [];
  for (let i = 0; i < 4; i++) {
    const y = () => randomInt(15, H - 15);
    const d = `M0 ${y()} C${randomInt(40, 100)} ${randomInt(H)} ${randomInt(140, 200)} ${randomInt(H)} ${W} ${y()}`;
    parts.push(
      `<path d="${d}" stroke="${colors[i % colors.length]}" stroke-width="${between(1.2, 2.4)}" fill="none"/>`,
    );
  }
  for (let i = 0; i < 120; i++)
    parts.push(`<circle cx="${randomInt(W)}" cy="${randomInt(H)}" r="${between(0.8, 2)}" fill="${pick(COLORS)}"/>`);
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${parts.join('')}</svg>`);
}

/** The picture of `answer` as a WebP data URL: pixels only. */
export async function drawCaptcha(answer: string): Promise<string> {
  const colors = [...answer].map(() => pick(COLORS));
  const glyphs = bend(await glyphLayer(answer, colors));
  const webp = await sharp(noise(), { raw })
    .composite([{ input: glyphs, raw }, { input: strokes(colors) }])
    .webp({ quality: 70 })
    .toBuffer();
  return `data:image/webp;base64,${webp.toString('base64')}`;
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
  return { key, image: await drawCaptcha(answer), expiresIn: CAPTCHA_TTL_MS / 1000 };
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
