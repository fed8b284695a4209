// Every catalogue entry is exported and served: each call a file of src/api defines is in the
// barrel (src/api/index.ts), so a forgotten export line fails here; each call of the barrel
// (iterated, so a new section is covered without editing this test) has its route, so a module
// left out of src/server/modules/index.ts fails here; and route() enforces each call's auth mode
// (a 'required' call answers 401 to a visitor before looking at its input).
import { describe, expect, it } from 'vitest';
import { catalogue, unexported } from './catalogue';
import { eachDialect, expectFail, useApp } from './helpers';

describe('catalogue barrel', () => {
  it('exports every call defined in src/api', () => {
    expect(unexported(), 'calls missing from src/api/index.ts: export their group there').toEqual([]);
  });
});

eachDialect('catalogue routes', (dialect) => {
  const t = useApp(dialect);
  const calls = catalogue();

  it('routes every call of the catalogue', () => {
    expect(calls.length).toBeGreaterThan(50);
    const missing = calls
      .filter(([, c]) => !t.app.hasRoute({ method: c.method, url: c.path }))
      .map(([name, c]) => `${name} ${c.method} ${c.path}`);
    expect(missing, 'catalogue entries without a route: register their module in src/server/modules/index.ts').toEqual(
      [],
    );
  });

  it("answers 401 to a visitor on every 'required' call, whatever the input", async () => {
    for (const [name, c] of calls.filter(([, c]) => c.auth === 'required')) {
      const res =
        c.method === 'GET'
          ? await t.app.inject({ method: 'GET', url: `${c.path}?id=x` })
          : await t.app.inject({ method: 'POST', url: c.path, payload: { id: 'x' } });
      expect(expectFail(res, 401), name).toBe('请先登录');
    }
  });
});
