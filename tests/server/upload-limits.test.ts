// The upload call's limits, on both dialects: type by content (not name or declared type),
// size per file, pixel bombs refused from the header, names never paths, the daily quota exact
// under 20 parallel uploads, images re-encoded (no uploaded byte served as it came).
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { resource } from '../../src/api/resource';
import { uploadDb } from '../../src/server/storage/uploads';
import { eachDialect, expectFail, useApp } from './helpers';
import { makeMember, type TestMember } from './mall-helpers';
import { image, multipart, pdf, pngBomb, upload, uploaded } from './upload-helpers';

const MAX_FILE = 200_000;
const DAILY_FILES = 15;

eachDialect('upload limits', (dialect) => {
  const t = useApp(dialect, {
    env: {
      UPLOAD_MAX_FILE_BYTES: String(MAX_FILE),
      UPLOAD_DAILY_FILES: String(DAILY_FILES),
      UPLOAD_MAX_PIXELS: '4000000',
    },
  });
  let m: TestMember;
  beforeAll(async () => {
    m = await makeMember(t.db);
  });

  it('takes a JPEG, PNG and WebP and serves them re-encoded, without their metadata, with a WebP thumbnail', async () => {
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const bytes = await image(format);
      expect(bytes.includes('secret-gps-here'), format).toBe(true);
      const up = await uploaded(
        t.app,
        m.as(),
        { filename: `照片.${format}`, bytes, type: `image/${format}` },
        { visibility: 'public' },
      );
      expect(up).toMatchObject({
        kind: 'image',
        originalName: `照片.${format}`,
        width: 64,
        height: 48,
        visibility: 'public',
      });
      expect(up.attachId).toMatch(/^[0-9a-f]{32}$/);
      expect(up.name).toBe(`${up.attachId}.${format === 'jpeg' ? 'jpg' : format}`);
      expect(up.link).toMatch(/^\/api\/blade-resource\/oss\/public\/[0-9a-f]{64}\.(jpg|png|webp)$/);
      const res = await t.app.inject({ method: 'GET', url: up.link });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(up.contentType);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.rawPayload.equals(bytes)).toBe(false);
      expect(res.rawPayload.includes('secret-gps-here')).toBe(false);
      expect((await sharp(res.rawPayload).metadata()).exif).toBeUndefined();
      const thumb = await t.app.inject({ method: 'GET', url: up.thumbLink! });
      expect(thumb.headers['content-type']).toBe('image/webp');
      expect((await sharp(thumb.rawPayload).metadata()).format).toBe('webp');
    }
  });

  it('judges the type by content: a right extension and declared type do not make a wrong file right', async () => {
    const cases = [
      { filename: 'photo.jpg', bytes: Buffer.from('<html><script>alert(1)</script></html>'), type: 'image/jpeg' },
      { filename: 'contract.pdf', bytes: Buffer.from('MZ\x90\x00 not a pdf at all'), type: 'application/pdf' },
      { filename: 'logo.png', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), type: 'image/png' },
      { filename: 'x.gif', bytes: Buffer.from('GIF89a\x01\x00\x01\x00'), type: 'image/gif' },
    ];
    for (const file of cases) expect(expectFail(await upload(t.app, m.as(), file), 400)).toContain('不支持的文件类型');
    // A JPEG header over something else is caught by the decoder.
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('not really a jpeg')]);
    expect(expectFail(await upload(t.app, m.as(), { filename: 'a.jpg', bytes: fake }), 400)).toBe(
      '图片文件已损坏或格式不正确',
    );
    // A real PNG named .pdf is stored and served as what it is.
    const png = await uploaded(t.app, m.as(), {
      filename: 'scan.pdf',
      bytes: await image('png'),
      type: 'application/pdf',
    });
    expect(png).toMatchObject({ kind: 'image', contentType: 'image/png' });
    expect(png.name.endsWith('.png')).toBe(true);
    // A section asking for photos only refuses a PDF.
    expect(
      expectFail(await upload(t.app, m.as(), { filename: 'a.pdf', bytes: pdf() }, { kind: 'image' }), 400),
    ).toContain('只能上传');
  });

  it('refuses a file over the size limit with 413', async () => {
    const big = Buffer.concat([await image('jpeg'), Buffer.alloc(MAX_FILE)]);
    expect(expectFail(await upload(t.app, m.as(), { filename: 'big.jpg', bytes: big }), 413)).toContain('文件过大');
  });

  it('refuses a pixel bomb from its header, before decoding, and gives the quota back', async () => {
    const other = await makeMember(t.db);
    const bomb = pngBomb(60_000, 60_000);
    expect(bomb.length).toBeLessThan(MAX_FILE);
    const started = Date.now();
    expect(expectFail(await upload(t.app, other.as(), { filename: 'bomb.png', bytes: bomb }), 400)).toContain(
      '图片像素过大',
    );
    expect(Date.now() - started).toBeLessThan(2000);
    const quota = await uploadDb(t.db)
      .selectFrom('upload_quota')
      .selectAll()
      .where('user_id', '=', other.userId)
      .executeTakeFirst();
    expect(quota).toMatchObject({ files: 0 });
  });

  it('never uses the sent name as a path', async () => {
    for (const filename of ['../../../etc/passwd.png', '..\\..\\windows\\win.ini.png', '/abs/evil".png', '..']) {
      const up = await uploaded(t.app, m.as(), { filename, bytes: await image('png') });
      expect(up.name).toBe(`${up.attachId}.png`);
      expect(up.originalName).not.toMatch(/[\\/"]|\.\./);
      expect(up.link).not.toContain('..');
    }
    const doc = await uploaded(t.app, m.as(), { filename: '../../报价单 (终版).pdf', bytes: pdf() });
    expect(doc.originalName).toBe('报价单 (终版).pdf');
    const res = await t.app.inject({ method: 'GET', url: doc.link, headers: m.as() });
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${doc.attachId}.pdf"; filename*=UTF-8''${encodeURIComponent('报价单 ')}%28${encodeURIComponent('终版')}%29.pdf`,
    );
  });

  it('refuses visitors (401), JSON bodies (415), an empty form and a second file', async () => {
    expectFail(await upload(t.app, {}, { filename: 'a.png', bytes: await image('png') }), 401);
    expectFail(
      await t.app.inject({
        method: 'POST',
        url: resource.putFile.path,
        payload: { visibility: 'public' },
        headers: m.as(),
      }),
      415,
    );
    expect(expectFail(await upload(t.app, m.as(), null, { visibility: 'public' }), 400)).toBe('请选择要上传的文件');
    expectFail(
      await upload(t.app, m.as(), { filename: 'a.png', bytes: await image('png') }, { visibility: 'everyone' }),
      400,
    );
    // Broken multipart bodies: truncated, no boundary, the file under another name, two files.
    const body = multipart({ filename: 'a.png', bytes: await image('png') });
    const raw = (payload: Buffer | string, type = body.headers['content-type']) =>
      t.app.inject({
        method: 'POST',
        url: resource.putFile.path,
        payload,
        headers: { ...m.as(), 'content-type': type },
      });
    expectFail(await raw(body.payload.subarray(0, body.payload.length - 40)), 400);
    expectFail(await raw('x', 'multipart/form-data'), 400);
    const renamed = Buffer.from(body.payload.toString('latin1').replace('name="file"', 'name="photo"'), 'latin1');
    expect(expectFail(await raw(renamed), 400)).toContain('file');
    const boundary = /boundary=(.+)$/.exec(body.headers['content-type'])![1];
    const part = body.payload.subarray(0, body.payload.lastIndexOf(`--${boundary}--`));
    expect(expectFail(await raw(Buffer.concat([part, part, Buffer.from(`--${boundary}--\r\n`)])), 400)).toBe(
      '一次只能上传一个文件',
    );
  });

  describe('daily quota', () => {
    it(`takes exactly ${DAILY_FILES} of 20 parallel uploads`, async () => {
      const q = await makeMember(t.db);
      const files = await Promise.all(Array.from({ length: 20 }, (_, i) => image('jpeg', 32, 32, i)));
      const answers = await Promise.all(
        files.map((bytes, i) => upload(t.app, q.as(), { filename: `p${i}.jpg`, bytes })),
      );
      const codes = answers.map((r) => r.statusCode).sort();
      expect(codes.filter((c) => c === 200)).toHaveLength(DAILY_FILES);
      expect(codes.filter((c) => c === 429)).toHaveLength(20 - DAILY_FILES);
      expect(answers.find((r) => r.statusCode === 429)!.json().msg).toContain('今日上传已达上限');
      const rows = await uploadDb(t.db)
        .selectFrom('upload')
        .select('id')
        .where('owner_user_id', '=', q.userId)
        .execute();
      expect(rows).toHaveLength(DAILY_FILES);
      const quota = await uploadDb(t.db)
        .selectFrom('upload_quota')
        .selectAll()
        .where('user_id', '=', q.userId)
        .executeTakeFirstOrThrow();
      expect(quota.files).toBe(DAILY_FILES);
      // Bytes as received, of the taken uploads only (the refused ones gave theirs back or never took any).
      expect(Number(quota.bytes)).toBe(
        answers.reduce((n, r, i) => (r.statusCode === 200 ? n + files[i].length : n), 0),
      );
    });
  });
});
