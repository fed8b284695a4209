// npm run sms:outbox [-- --phone 13800000001] [--limit 10]: the latest SMS messages the outbox
// adapter wrote to DATABASE_URL, newest first (how a developer reads a code).
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { createDb } from '../db';

const { values } = parseArgs({ options: { phone: { type: 'string' }, limit: { type: 'string', default: '10' } } });
const limit = Number(values.limit);
if (!Number.isInteger(limit) || limit < 1 || limit > 1000) {
  console.error(`--limit 应为 1 到 1000 之间的整数，收到：${values.limit}`);
  process.exit(2);
}

const config = loadConfig();
const db = createDb(config.DATABASE_URL);
try {
  let q = db
    .selectFrom('sms_outbox')
    .select(['created_at', 'phone', 'purpose', 'content'])
    .orderBy('id', 'desc')
    .limit(limit);
  if (values.phone) q = q.where('phone', '=', values.phone.replace(/^0(?=1)/, ''));
  const rows = await q.execute();
  if (rows.length === 0) console.log('短信发件箱为空（SMS_ADAPTER=outbox 时，发送验证码后会出现在这里）');
  for (const r of rows) console.log(`${r.created_at} UTC  ${r.phone}  ${r.purpose.padEnd(8)}  ${r.content}`);
} catch (err) {
  console.error(`读取短信发件箱失败（数据库 ${config.DATABASE_URL} 是否已迁移？请先 npm start）：${String(err)}`);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
