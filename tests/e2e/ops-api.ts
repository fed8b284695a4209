// An operator's API session for e2e steps the console takes (a 审核员 approving what a member's
// flow waits for): password and TOTP code at the ops login, then `Ops-Auth: bearer <token>`.
// Each spec uses its own operator account: a TOTP code is good once per 30-second step.
import { request as apiRequest, type APIRequestContext } from '@playwright/test';
import { TOTP } from 'otpauth';
import { demoTotpSecret } from '../../src/server/floor/operators';
import { OPS_DEMO_PASSWORD } from '../../src/server/modules/ops/seed';
import { expect } from './fixtures';

export async function opsSession(baseURL: string, account: string): Promise<APIRequestContext> {
  const anonymous = await apiRequest.newContext({ baseURL });
  const login = await anonymous.post('/api/rs-ops-service/auth/login', {
    data: { account, password: OPS_DEMO_PASSWORD, code: new TOTP({ secret: demoTotpSecret(account) }).generate() },
  });
  expect(login.status(), await login.text()).toBe(200);
  const token = /ops_access_token=([^;]+)/.exec(login.headers()['set-cookie'] ?? '')?.[1];
  expect(token, 'the ops login sets the session token').toBeTruthy();
  await anonymous.dispose();
  return apiRequest.newContext({ baseURL, extraHTTPHeaders: { 'Ops-Auth': `bearer ${token}` } });
}

/** A 审核员 claims the queue item of `kind` whose title holds `title` and approves it with a reason: its id. */
export async function approveInQueue(ops: APIRequestContext, kind: string, title: string): Promise<number> {
  const list = await (
    await ops.get(`/api/rs-ops-service/queue/list?kind=${kind}&keyword=${encodeURIComponent(title)}`)
  ).json();
  const item = (list.data.records as { id: number; title: string }[]).find((r) => r.title.includes(title));
  expect(item, `${kind} item ${title} waits in the queue`).toBeTruthy();
  expect((await ops.post('/api/rs-ops-service/queue/claim', { data: { kind, id: item!.id } })).status()).toBe(200);
  const decided = await ops.post('/api/rs-ops-service/queue/decide', {
    data: { kind, id: item!.id, decision: 'approve', reason: '信息完整，符合发布要求' },
  });
  expect(decided.status(), await decided.text()).toBe(200);
  return item!.id;
}
