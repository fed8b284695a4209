// npx tsx scripts/ops-accounts.ts: every demo operator of the console with its role and TOTP secret
// (password Ops12345 for all): the README lists the first of each role, this prints them all.
import { OPS_ROLE_NAMES } from '../src/api/ops-dicts';
import { demoTotpSecret } from '../src/server/floor/operators';
import { DEMO_OPERATORS } from '../src/server/modules/ops/seed';
import { EXPERT_NAMES, expertAccount } from '../src/server/modules/tender/seed/experts';

const rows = [
  ...DEMO_OPERATORS.map((o) => [o.account, o.name, o.roles.map((r) => OPS_ROLE_NAMES[r]).join('、')]),
  ...EXPERT_NAMES.map((n, i) => [expertAccount(i), `评标专家${n}`, OPS_ROLE_NAMES.expert]),
];
for (const [account, name, roles] of rows) console.log([account, name, roles, demoTotpSecret(account)].join('\t'));
