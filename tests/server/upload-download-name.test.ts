// A download is named with the extension of the type the bytes were recognised as, not the one
// the sender's name claims: a PDF uploaded as poly.html downloads as poly.pdf (browsers take the
// `filename*` name). The sent name is kept as sent for lists.
import { beforeAll, expect, it } from 'vitest';
import { eachDialect, useApp } from './helpers';
import { makeMember, type TestMember } from './mall-helpers';
import { pdf, uploaded } from './upload-helpers';

/** The name a browser saves the download under: `filename*`, decoded. */
const savedAs = (disposition: unknown) => decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(String(disposition))![1]);

eachDialect('upload download names', (dialect) => {
  const t = useApp(dialect);
  let m: TestMember;
  beforeAll(async () => {
    m = await makeMember(t.db);
  });

  it.each([
    ['poly.html', 'poly.pdf'],
    ['合同.exe', '合同.pdf'],
    ['报告.PDF', '报告.pdf'],
    ['扫描件', '扫描件.pdf'],
    ['v1.2', 'v1.2.pdf'],
    ['.html', 'html.pdf'],
  ])('a PDF sent as %s downloads as %s', async (filename, expected) => {
    const doc = await uploaded(t.app, m.as(), { filename, bytes: pdf(), type: 'text/html' });
    expect(doc.kind).toBe('pdf');
    const res = await t.app.inject({ method: 'GET', url: doc.link, headers: m.as() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="${doc.attachId}\\.pdf"; `));
    expect(savedAs(res.headers['content-disposition'])).toBe(expected);
  });
});
