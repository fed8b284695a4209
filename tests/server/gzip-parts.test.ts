// A page's gzip from its parts (http/gzip-parts.ts): any gzip reader gets the document back, the
// recurring part compressed once; and Body (http/answer-cache.ts) over parts.
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { Body } from '../../src/server/http/answer-cache';
import { gzipParts, KeptPart } from '../../src/server/http/gzip-parts';

const rule = (i: number) =>
  `.m_${i.toString(36)}{color:#${(i * 2654435761).toString(16).slice(-6)};margin:${i % 17}px}`;
const link = (i: number) =>
  `<a class="m_${i.toString(36)}" href="/goodsDetail?id=${i}">螺纹钢 HRB400E Φ${12 + (i % 20)}</a>`;
const style = `<style>${Array.from({ length: 2000 }, (_, i) => rule(i)).join('')}</style>`;
const html = `<div id="root">${Array.from({ length: 300 }, (_, i) => link(i)).join('')}</div>`;

describe('gzipParts', () => {
  it('decodes to the parts joined, whatever they are (text, bytes, kept, empty)', () => {
    const kept = new KeptPart(style);
    const parts = [
      '<!doctype html><html><head><title>建采通</title>',
      kept,
      '',
      Buffer.from('</head><body>'),
      html,
      '</body></html>',
    ];
    const whole = `<!doctype html><html><head><title>建采通</title>${style}</head><body>${html}</body></html>`;
    for (const level of [1, 6, 9]) expect(gunzipSync(gzipParts(parts, level)).toString()).toBe(whole);
    expect(gunzipSync(gzipParts([], 1)).length).toBe(0);
  });

  it('compresses a kept part once, and stays close to compressing the whole', () => {
    const kept = new KeptPart(style);
    expect(kept.deflated).toBe(kept.deflated);
    const a = gzipParts(['<head>', kept, html], 1);
    const b = gzipParts(['<head>', kept, html.replace('Φ12', 'Φ13')], 1);
    expect(a.indexOf(kept.deflated)).toBeGreaterThan(0);
    expect(b.indexOf(kept.deflated)).toBeGreaterThan(0);
    expect(a.length).toBeLessThan(gzipSync(`<head>${style}${html}`, { level: 1 }).length * 1.1);
  });
});

describe('Body over parts', () => {
  it('joins its bytes only when asked, and its gzip (fast, then the default level) decodes to them', () => {
    const body = new Body(['<p>', new KeptPart(style), Buffer.from('</p>')]);
    const first = body.gzipped();
    const second = body.gzipped();
    expect(gunzipSync(first).toString()).toBe(`<p>${style}</p>`);
    expect(gunzipSync(second).toString()).toBe(`<p>${style}</p>`);
    expect(body.gzipped()).toBe(second);
    expect(body.raw.toString()).toBe(`<p>${style}</p>`);
    expect(new Body(Buffer.from('{"a":1}')).raw.toString()).toBe('{"a":1}');
  });
});
