// Certificate photos in the console's 工人证书审核 queue, on both dialects: a worker's photo is a
// private upload (saving the card attaches it, so the purge keeps it); a 审核员 reads it, file and
// thumbnail, while its certificate waits — not once decided, not an operator of another role, not
// another member, not a visitor, and no private upload a queue does not show.
import { expect, it } from 'vitest';
import type { Envelope } from '../../src/api/define';
import { laborMember, type SavedListing } from '../../src/api/labor-member';
import type { Page } from '../../src/api/define';
import { ops, type QueueItem } from '../../src/api/ops';
import { uploadPaths } from '../../src/api/resource';
import { eachDialect, useApp } from './helpers';
import { body, demo, makeCompany, useClock } from './inquiry-helpers';
import { workerFormOf } from './labor-helpers';
import { send } from './mall-helpers';
import { opsSessionOf } from './ops-helpers';
import { reviewed } from './review-helpers';
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

  const certItem = async (h: Record<string, string>, certId: number) => {
    const { number } = await t.db
      .selectFrom('labor_certificate')
      .select('number')
      .where('id', '=', certId)
      .executeTakeFirstOrThrow();
    const page = body<Page<QueueItem>>(await send(t.app, ops.queue, { kind: 'labor-cert', keyword: number }, h));
    return page.records.find((r) => r.id === certId);
  };

  it('a 审核员 reads a waiting certificate photo and its thumbnail; the queue item links both', async () => {
    const { owner, photo, certId } = await cardWithPhoto();
    const reviewer = await opsSessionOf(t.db, 'shenhe01');
    const item = await certItem(reviewer, certId);
    expect(item?.attachments).toEqual([
      {
        name: '建筑起重机械司机（塔式起重机）照片',
        url: uploadPaths.file(photo.attachId),
        thumbUrl: uploadPaths.thumb(photo.attachId),
      },
    ]);
    const file = await read(item!.attachments![0].url, reviewer);
    expect([file.statusCode, file.headers['content-type'], file.headers['cache-control']]).toEqual([
      200,
      'image/jpeg',
      'private, no-store',
    ]);
    const thumb = await read(item!.attachments![0].thumbUrl!, reviewer);
    expect([thumb.statusCode, thumb.headers['content-type']]).toEqual([200, 'image/webp']);
    expect(await status(photo.link, owner.headers)).toBe(200);
  });

  it('no one else reads it, and the 审核员 no longer once the certificate is decided', async () => {
    const { photo, certId } = await cardWithPhoto();
    const reviewer = await opsSessionOf(t.db, 'shenhe01');
    const other = await makeCompany(t.db, '1');
    expect(await status(photo.link)).toBe(401);
    expect(await status(photo.link, other.headers)).toBe(403);
    expect(await status(photo.link, await demo.buyer(t.db))).toBe(403);
    expect(await status(uploadPaths.thumb(photo.attachId), other.headers)).toBe(403);
    // An operator without the 审核员 role reads nothing here.
    expect(await status(photo.link, await opsSessionOf(t.db, 'bianji01'))).toBe(403);
    expect(await status(photo.link, await opsSessionOf(t.db, 'admin'))).toBe(403);

    body(await reviewed(t, 'labor-cert', certId, 'approve', '与官方查询一致'));
    expect(await certItem(reviewer, certId)).toBeUndefined();
    const refused = await read(photo.link, reviewer);
    expect([refused.statusCode, refused.json<Envelope<null>>().msg]).toEqual([403, '拒绝访问']);
  });

  it('a 审核员 reads no private upload a queue does not show: a closed card, a file on no card', async () => {
    const { owner, photo, card } = await cardWithPhoto();
    const reviewer = await opsSessionOf(t.db, 'shenhe01');
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
