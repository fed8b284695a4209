// The finance picture captcha is pixels: a WebP drawn on the server, with no text element, no
// alt text, no header and no field carrying the answer. A script that joins the picture's text
// or reads the whole answer as text cannot pass `send-phone-code`; the right answer (read from
// the server's store, as a person reads the picture) passes once, then never again.
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { finance } from '../../src/api/finance';
import { CAPTCHA_MSG, drawCaptcha } from '../../src/server/modules/finance/captcha';
import { call, data, freshIp, freshPhone, refusal } from './auth-helpers';
import { eachDialect, useApp } from './helpers';

/** A scraper's answer: the picture's text elements joined, else the first four answer characters in a row anywhere. */
function scrape(res: LightMyRequestResponse): string {
  const image = (JSON.parse(res.body) as { data: { image: string } }).data.image;
  const picture = Buffer.from(image.slice(image.indexOf(',') + 1), 'base64').toString('latin1');
  const joined = [...picture.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join('');
  if (joined) return joined;
  const text = `${res.body}\n${picture}\n${JSON.stringify(res.headers)}`;
  return /[23456789A-HJKMNP-Z]{4}/.exec(text)?.[0] ?? 'AAAA';
}

eachDialect('finance picture captcha', (dialect) => {
  const t = useApp(dialect);

  const issue = async (ip: string) => {
    const res = await call(t.app, finance.captcha, {}, { ip });
    const { key } = data<{ key: string }>(res);
    const row = await t.db
      .selectFrom('finance_captcha')
      .select('answer')
      .where('captcha_key', '=', key)
      .executeTakeFirstOrThrow();
    return { res, key, answer: row.answer };
  };
  const sendCode = (ip: string, key: string, answer: string, phone = freshPhone()) =>
    call(t.app, finance.sendPhoneCode, { captcha: answer, key, phone, type: 'finance' }, { ip });

  it('is a raster picture: a WebP of 240 × 80 pixels, no markup, the answer in no header or field', async () => {
    const { res, answer } = await issue(freshIp());
    const { image, key, expiresIn } = data<{ image: string; key: string; expiresIn: number }>(res);
    expect(image).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/);
    const bytes = Buffer.from(image.slice(image.indexOf(',') + 1), 'base64');
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 240, height: 80 });
    expect(bytes.toString('latin1')).not.toMatch(/<svg|<text|<\?xml/i);
    expect(bytes.toString('latin1')).not.toContain(answer);
    expect(JSON.stringify(res.headers)).not.toContain(answer);
    expect(`${key} ${expiresIn}`).not.toContain(answer);
  });

  it('refuses what a script reads from the answer; the right answer passes once only', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) {
      const { res, key, answer } = await issue(ip);
      const guess = scrape(res);
      expect(guess).not.toBe(answer);
      expect(refusal(await sendCode(ip, key, guess))).toEqual([400, CAPTCHA_MSG]);
    }
    const { key, answer } = await issue(ip);
    expect(answer).toMatch(/^[23456789A-HJKMNP-Z]{4}$/);
    expect((await sendCode(ip, key, answer.toLowerCase())).statusCode).toBe(200);
    expect(refusal(await sendCode(ip, key, answer))).toEqual([400, CAPTCHA_MSG]);
  });

  it('draws a different picture each time, even of the same answer', async () => {
    const [a, b] = await Promise.all([drawCaptcha('K7PX'), drawCaptcha('K7PX')]);
    expect(a).not.toBe(b);
  });
});
