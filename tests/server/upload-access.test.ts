// Who reads an upload, on both dialects: a private file only by its owner company and the
// counterpart a section granted (403 for another company, 401 for visitors), public files by
// content hash to anyone; PDFs only as downloads; orphans purged, attached files kept.
import { beforeAll, expect, it } from 'vitest';
import {
  attachUpload,
  grantUploadRead,
  purgeOrphanUploads,
  revokeUploadRead,
  uploadDb,
} from '../../src/server/storage/uploads';
import { eachDialect, expectFail, useApp } from './helpers';
import { makeMember, type TestMember } from './mall-helpers';
import { image, pdf, uploaded } from './upload-helpers';

const HOUR = 3_600_000;

eachDialect('upload access', (dialect) => {
  const t = useApp(dialect);
  let owner: TestMember;
  let other: TestMember;
  beforeAll(async () => {
    owner = await makeMember(t.db, 2);
    other = await makeMember(t.db);
  });
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('serves a private file only to its owner company and a granted counterpart', async () => {
    const voucher = await uploaded(
      t.app,
      owner.as(),
      { filename: '保证金凭证.jpg', bytes: await image('jpeg') },
      { visibility: 'private' },
    );
    expect(voucher.link).toBe(`/api/blade-resource/oss/file/${voucher.attachId}`);
    const mine = await get(voucher.link, owner.as());
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect((await get(voucher.thumbLink!, owner.as())).statusCode).toBe(200);

    expectFail(await get(voucher.link), 401);
    expect(expectFail(await get(voucher.link, other.as()), 403)).toBe('拒绝访问');
    expectFail(await get(voucher.thumbLink!, other.as()), 403);
    // The owner's other company is another company.
    expectFail(await get(voucher.link, owner.as(1)), 403);
    // Its content hash does not open it on the public path.
    const hash = (
      await uploadDb(t.db)
        .selectFrom('upload')
        .select('hash')
        .where('id', '=', voucher.attachId)
        .executeTakeFirstOrThrow()
    ).hash;
    expectFail(await get(`/api/blade-resource/oss/public/${hash}.jpg`), 404);

    expect(await grantUploadRead(t.db, voucher.attachId, other.companyIds[0])).toBe(true);
    expect(await grantUploadRead(t.db, voucher.attachId, other.companyIds[0])).toBe(true);
    expect((await get(voucher.link, other.as())).statusCode).toBe(200);
    await revokeUploadRead(t.db, voucher.attachId, other.companyIds[0]);
    expectFail(await get(voucher.link, other.as()), 403);
    expect(await grantUploadRead(t.db, 'f'.repeat(32), other.companyIds[0])).toBe(false);
  });

  it('answers 404 for ids that are not uploads, whatever their shape', async () => {
    for (const id of ['0'.repeat(32), '1', '..%2F..%2Fetc%2Fpasswd', 'A'.repeat(32)])
      expectFail(await get(`/api/blade-resource/oss/file/${id}`, owner.as()), 404);
    expectFail(await get(`/api/blade-resource/oss/public/${'0'.repeat(64)}.jpg`), 404);
    expectFail(await get('/api/blade-resource/oss/public/../../etc/passwd'), 404);
  });

  it('stores a PDF as it came and serves it only as a download', async () => {
    const bytes = pdf();
    const doc = await uploaded(
      t.app,
      owner.as(),
      { filename: '资质证书.pdf', bytes, type: 'text/html' },
      { visibility: 'public' },
    );
    expect(doc).toMatchObject({ kind: 'pdf', contentType: 'application/pdf', thumbLink: null, width: null });
    for (const url of [doc.link, `/api/blade-resource/oss/file/${doc.attachId}`]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(bytes)).toBe(true);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="[0-9a-f]{32}\.pdf"; filename\*=UTF-8''/,
      );
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('public files are served by content hash to anyone, cached for good', async () => {
    const photo = await uploaded(
      t.app,
      owner.as(),
      { filename: 'device.webp', bytes: await image('webp') },
      { visibility: 'public' },
    );
    const res = await get(photo.link);
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBe(`"${photo.link.slice(-69, -5)}"`);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('purges orphans after their hours and keeps attached files', async () => {
    const kept = await uploaded(t.app, owner.as(), { filename: 'kept.png', bytes: await image('png') });
    const orphan = await uploaded(t.app, owner.as(), { filename: 'orphan.png', bytes: await image('png', 10, 10) });
    expect(await attachUpload(t.db, kept.attachId, other.companyIds[0])).toBe(false);
    expect(await attachUpload(t.db, kept.attachId, owner.companyIds[0])).toBe(true);
    expect(await purgeOrphanUploads(t.db, Date.now())).toBe(0);
    await purgeOrphanUploads(t.db, Date.now() + 25 * HOUR);
    expect((await get(kept.link, owner.as())).statusCode).toBe(200);
    expectFail(await get(orphan.link, owner.as()), 404);
    const blobs = await uploadDb(t.db)
      .selectFrom('upload_blob')
      .select('upload_id')
      .where('upload_id', '=', orphan.attachId)
      .execute();
    expect(blobs).toEqual([]);
    // Attaching a purged upload fails: the section refuses its form.
    expect(await attachUpload(t.db, orphan.attachId, owner.companyIds[0])).toBe(false);
  });
});
