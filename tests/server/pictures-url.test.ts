// Picture addresses: what mediaUrl puts in the address is what the media module draws, every
// value made canonical (an unknown subject falls back to its family or a default, an unknown
// colour, pattern or code is dropped), so any address names one of a bounded set of pictures.
import { describe, expect, it } from 'vitest';
import { SIZES, SUBJECTS } from '../../src/server/pictures';
import { legacyPictureUrl, mediaUrl, pictureOfAddress, sceneSubject, VARIANTS } from '../../src/server/pictures/url';

const query = (url: string) => Object.fromEntries(new URL(url, 'http://localhost').searchParams);

describe('picture addresses', () => {
  it('carries the subject and the look, and the large width of the kind', () => {
    const url = mediaUrl('tile', 42, '木纹砖', { colour: '木色系', pattern: '木纹', code: '2605B17' });
    expect(url).toBe(
      `/media/tile/42.webp?w=800&s=${encodeURIComponent('木纹砖')}&c=${encodeURIComponent('木色系')}` +
        `&p=${encodeURIComponent('木纹')}&b=2605B17`,
    );
    expect(pictureOfAddress('tile', '42', query(url))).toEqual({
      size: 'large',
      spec: {
        kind: 'tile',
        subject: '木纹砖',
        colour: '木色系',
        pattern: '木纹',
        code: '2605B17',
        seed: expect.any(Number),
      },
    });
    expect(pictureOfAddress('tile', '42', { ...query(url), w: '400' })?.size).toBe('small');
    for (const kind of Object.keys(SIZES) as (keyof typeof SIZES)[])
      expect(SIZES[kind].small * 2, kind).toBe(SIZES[kind].large);
  });

  it('draws a bounded set: canonical subjects, known looks only, a variant of the key', () => {
    const spec = (kind: 'goods' | 'machine' | 'tile', s: string, extra: Record<string, string> = {}) =>
      pictureOfAddress(kind, '7', { s, ...extra })!.spec;
    expect(spec('goods', '钢材').subject).toBe('螺纹钢');
    expect(spec('goods', 'HRB400E螺纹钢 Φ16').subject).toBe('螺纹钢');
    expect(spec('goods', '不存在的东西').subject).toBe(SUBJECTS.goods[0]);
    expect(spec('machine', '挖掘机', { c: '三一' })).toMatchObject({ subject: '101', colour: '三一' });
    expect(spec('machine', '101', { c: '#ff0000' }).colour).toBeUndefined();
    expect(spec('tile', '全抛釉', { c: '紫色系', p: '花纹', b: '<script>' })).toMatchObject({
      subject: '全抛釉',
      colour: undefined,
      pattern: undefined,
      code: undefined,
    });
    expect(spec('tile', '马赛克').subject).toBe(SUBJECTS.tile[0]);
    const seeds = new Set(
      Array.from({ length: 200 }, (_, i) => pictureOfAddress('goods', `k${i}`, { s: '螺纹钢' })!.spec.seed),
    );
    expect(seeds.size).toBe(VARIANTS);
    expect(Math.min(...seeds)).toBe(1);
    expect(Math.max(...seeds)).toBe(VARIANTS);
  });

  it('refuses malformed keys and widths the kind does not have', () => {
    expect(pictureOfAddress('goods', '../x', { s: '螺纹钢' })).toBeUndefined();
    expect(pictureOfAddress('goods', '1', { s: '螺纹钢', w: '1600' })).toBeUndefined();
  });

  it('reads a scene theme from the words of a label, else picks one by key', () => {
    expect(sceneSubject('shop', '佛山瓷砖旗舰店', '1')).toBe('tile');
    expect(sceneSubject('shop', '钢材', '1')).toBe('steel');
    expect(sceneSubject('shop', '晋中锦程', '1')).toBe('building');
    expect(sceneSubject('news', '混凝土浇筑', '1')).toBe('pour');
    expect(sceneSubject('case', '某项目竣工交付', '1')).toBe('finished');
    expect(SUBJECTS.banner).toContain(sceneSubject('banner', '', 'index-3'));
    expect(sceneSubject('logo', '三一', '1')).toBe('mark');
  });

  it('maps an old placeholder address to the picture of the same thing', () => {
    expect(legacyPictureUrl('goods', 'eq202-4', '徐工履带起重机')).toBe(
      mediaUrl('machine', 'eq202-4', '202', { colour: '徐工' }),
    );
    expect(legacyPictureUrl('goods', '201', '中联重科')).toBe(
      mediaUrl('machine', '201', '201', { colour: '中联重科' }),
    );
    expect(legacyPictureUrl('goods', '15', '岩板')).toBe(mediaUrl('tile', 15, '岩板'));
    expect(legacyPictureUrl('goods', '15-3', '螺纹钢包装')).toBe(mediaUrl('goods', '15-3', '螺纹钢包装'));
    expect(legacyPictureUrl('qr', 'official', '')).toBeUndefined();
    expect(legacyPictureUrl('machine', '1', '')).toBeUndefined();
  });
});
