// Certificate photos on the review desk, on both dialects: a worker's photo is a private upload
// (saving the card attaches it, so the purge keeps it); a labour reviewer reads it, file and
// thumbnail, while its certificate is on the desk — not once checked, not a colleague of the
// reviewer's company, not another member, not a visitor, and no private upload the desk does not
// show.
import { expect, it } from 'vitest';
import type { Envelope } from '../../src/api/define';
import { laborMember, type SavedListing } from '../../src/api/labor-member';
import { laborReview, type ReviewDesk } from '../../src/api/labor-review';
import { uploadPaths } from '../../src/api/resource';
import { eachDialect, useApp } from './helpers';
import { stampOf } from '../../src/server/floor/time';
import { body, demo, makeCompany, sessionOf, useClock } from './inquiry-helpers';
import { workerFormOf } from './labor-helpers';
import { send } from './mall-helpers';
import { image, uploaded } from './upload-helpers';

eachDialect('labour certificate photos', (dialect) => {
  const t = useApp(dialect);
  const clock = useClock();
  const read = (link: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: link, headers });
  const status = async (link: string, headers?: Record<string, string>) => (await read(link, headers)).statusCode;

  /** A worker card whose certificate has a photo; the photo's attachId. */
  async function cardWithPhoto() {
    const owner = await makeCompany(t.db, '2');
    const photo = await uploaded(
      t.app,
      owner.headers,
      { filename: '操作证.jpg', bytes: await image('jpeg', 640, 480) },
      { visibility: 'private' },
    );
    const form = workerFormOf(clock);
    const card = body<SavedListing>(
      await send(
        t.app,
        laborMember.saveWorker,
        { ...form, certificates: [{ ...form.certificates[0], photoId: photo.attachId }] },
        owner.headers,
      ),
    );
    const cert = await t.db
      .selectFrom('labor_certificate')
      .select('id')
      .where('worker_id', '=', card.id)
      .executeTakeFirstOrThrow();
    return { owner, photo, card, certId: cert.id };
  }

  it('saving the card attaches the photo: the orphan purge keeps it', async () => {
    const { photo } = await cardWithPhoto();
    const row = await t.db
      .selectFrom('upload')
      .select(['attached_at', 'visibility'])
      .where('id', '=', photo.attachId)
      .executeTakeFirstOrThrow();
    expect(row.visibility).toBe('private');
    expect(row.attached_at).not.toBeNull();
  });

  it('a reviewer reads a desk certificate photo and its thumbnail; the desk links both', async () => {
    const { owner, photo, certId } = await cardWithPhoto();
    const reviewer = await demo.buyer(t.db);
    const desk = body<ReviewDesk>(await send(t.app, laborReview.desk, {}, reviewer));
    const row = desk.certs.find((c) => c.id === certId);
    expect(row?.photo).toEqual({
      link: uploadPaths.file(photo.attachId),
      thumbLink: uploadPaths.thumb(photo.attachId),
    });
    const file = await read(row!.photo!.link, reviewer);
    expect([file.statusCode, file.headers['content-type'], file.headers['cache-control']]).toEqual([
      200,
      'image/jpeg',
      'private, no-store',
    ]);
    const thumb = await read(row!.photo!.thumbLink!, reviewer);
    expect([thumb.statusCode, thumb.headers['content-type']]).toEqual([200, 'image/webp']);
    expect(await status(photo.link, owner.headers)).toBe(200);
  });

  it('no one else reads it, and the reviewer no longer once the certificate left the desk', async () => {
    const { photo, certId } = await cardWithPhoto();
    const reviewer = await demo.buyer(t.db);
    // A colleague at the reviewer's company is no reviewer: the access is the reviewer's, not the company's.
    const colleague = await t.db
      .insertInto('users')
      .values({ phone: '13655550001', password_hash: 'x', nick_name: '同事', created_at: stampOf(0) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('memberships')
      .values({
        user_id: colleague.id,
        company_id: 1,
        identity: '1',
        status: '1',
        is_default: 1,
        created_at: stampOf(0),
      })
      .execute();
    const other = await makeCompany(t.db, '1');
    expect(await status(photo.link)).toBe(401);
    expect(await status(photo.link, other.headers)).toBe(403);
    expect(await status(photo.link, await sessionOf(t.db, colleague.id, 1))).toBe(403);
    expect(await status(uploadPaths.thumb(photo.attachId), other.headers)).toBe(403);

    body(await send(t.app, laborReview.checkCert, { certId, verified: true }, reviewer));
    const desk = body<ReviewDesk>(await send(t.app, laborReview.desk, {}, reviewer));
    expect(desk.certs.some((c) => c.id === certId)).toBe(false);
    const refused = await read(photo.link, reviewer);
    expect([refused.statusCode, refused.json<Envelope<null>>().msg]).toEqual([403, '拒绝访问']);
  });

  it('a reviewer reads no private upload the desk does not show: a closed card, a file on no card', async () => {
    const { owner, photo, card } = await cardWithPhoto();
    const reviewer = await demo.buyer(t.db);
    expect(await status(photo.link, reviewer)).toBe(200);
    body(await send(t.app, laborMember.setStatus, { kind: 'worker', id: card.id, action: 'close' }, owner.headers));
    expect(await status(photo.link, reviewer)).toBe(403);
    const loose = await uploaded(
      t.app,
      owner.headers,
      { filename: '身份证.png', bytes: await image('png') },
      { visibility: 'private' },
    );
    expect(await status(loose.link, reviewer)).toBe(403);
    expect(await status(loose.link, owner.headers)).toBe(200);
  });
});
