// The wizard's RFQ fields on the server: the district of the city is required and kept (review,
// detail), VAT by kind (goods 13 %, 3 % only for 砂石/商砼, installation 9 %), the delivery day
// after the deadline, invitations of real suppliers other than oneself, attachments that are the
// buyer's own uploads, readable by the owner and a supplier who may quote, never by a visitor.
import { expect, it } from 'vitest';
import { inquiry, type InquiryDetail } from '../../src/api/inquiry';
import { VAT_MSG } from '../../src/api/inquiry-rfq';
import { uploadPaths } from '../../src/api/resource';
import { RFQ_MSG } from '../../src/server/modules/inquiry/rfq-write';
import { eachDialect, useApp } from './helpers';
import { body, DAY, demo, inquiryForm, makeCompany, refused, useClock } from './inquiry-helpers';
import { send } from './mall-helpers';
import { publishedInquiry } from './review-helpers';
import { image, uploaded } from './upload-helpers';

eachDialect('inquiry RFQ fields', (dialect) => {
  const t = useApp(dialect);
  const clock = useClock();
  const submit = async (over: Parameters<typeof inquiryForm>[1], headers?: Record<string, string>) =>
    send(t.app, inquiry.submit, inquiryForm(clock, over), headers ?? (await demo.buyer(t.db)));

  it('keeps the district, budget, delivery day and modes through review into the detail', async () => {
    const buyer = await demo.buyer(t.db);
    const deliveryDate = new Date(clock.now + 20 * DAY).toISOString().slice(0, 10);
    const { id } = await publishedInquiry(
      t,
      inquiryForm(clock, { budget: 520_000, deliveryDate, quoteMode: 'sealed', awardMode: 'whole' }),
      buyer,
    );
    const d = body<InquiryDetail>(await send(t.app, inquiry.detail, { id }, {}));
    expect(d).toMatchObject({
      districtCode: '320115',
      districtName: '江宁区',
      budget: 520_000,
      deliveryDate,
      quoteMode: 'sealed',
      awardMode: 'whole',
      supplyKind: 'goods',
      invitedOnly: false,
    });
  });

  it('refuses a missing or foreign district, VAT off its kind, an early delivery day, bad invitations', async () => {
    expect(refused(await submit({ districtCode: '' }))).toEqual([400, RFQ_MSG.district]);
    expect(refused(await submit({ districtCode: '330106' }))).toEqual([400, RFQ_MSG.district]);
    expect(refused(await submit({ taxRate: 9 }))).toEqual([400, VAT_MSG.goods]);
    expect(refused(await submit({ taxRate: 3 }))).toEqual([400, VAT_MSG.simple]);
    expect(refused(await submit({ supplyKind: 'install', taxRate: 13 }))).toEqual([400, VAT_MSG.install]);
    body(await submit({ supplyKind: 'install', taxRate: 9 }));
    body(await submit({ categoryCode: '8', taxRate: 3 }));
    const day = new Date(clock.now + DAY).toISOString().slice(0, 10);
    expect(refused(await submit({ deliveryDate: day }))).toEqual([400, RFQ_MSG.deliveryDate]);
    expect(refused(await submit({ invitedSupplierIds: [1] }))).toEqual([400, RFQ_MSG.invitedSelf]);
    const buyerCo = await makeCompany(t.db, '1');
    expect(refused(await submit({ invitedSupplierIds: [buyerCo.companyId] }))).toEqual([400, RFQ_MSG.invitedUnknown]);
  });

  it("attaches only the buyer's own uploads and lets the owner and a quoting supplier read them", async () => {
    const buyer = await demo.buyer(t.db);
    const mine = await uploaded(t.app, buyer, { filename: '图纸.png', bytes: await image('png') });
    const stranger = await makeCompany(t.db, '2');
    const theirs = await uploaded(t.app, stranger.headers, { filename: 'x.png', bytes: await image('png', 64, 48, 3) });
    expect(refused(await submit({ attachments: [{ attachId: theirs.attachId, name: 'x' }] }, buyer))).toEqual([
      400,
      RFQ_MSG.attachment,
    ]);
    const { id } = await publishedInquiry(
      t,
      inquiryForm(clock, { attachments: [{ attachId: mine.attachId, name: '施工图纸' }] }),
      buyer,
    );
    const file = uploadPaths.file(mine.attachId);
    const read = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: file, headers });
    expect((await read({})).statusCode).toBe(401);
    const supplier = await makeCompany(t.db, '2');
    expect((await read(supplier.headers)).statusCode).toBe(403);
    const visitorView = body<InquiryDetail>(await send(t.app, inquiry.detail, { id }, {}));
    expect(visitorView).toMatchObject({ attachments: [], attachmentCount: 1 });
    const seen = body<InquiryDetail>(await send(t.app, inquiry.detail, { id }, supplier.headers));
    expect(seen.attachments).toEqual([{ attachId: mine.attachId, name: '施工图纸', kind: 'image', link: file }]);
    expect((await read(supplier.headers)).statusCode).toBe(200);
    expect((await read(buyer)).statusCode).toBe(200);
  });
});
