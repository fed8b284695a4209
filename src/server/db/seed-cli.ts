// npm run seed -- --scale N [--reset]: migrates DATABASE_URL and fills it with the
// deterministic seed; a database with data is only replaced when --reset is given.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { createDb, migrate } from './index';
import { DEFAULT_SCALE, isEmpty, seed } from './seed';
import { clearSeededData, countRows } from './seed/reset';

const { values } = parseArgs({
  options: { scale: { type: 'string', default: String(DEFAULT_SCALE) }, reset: { type: 'boolean', default: false } },
});
const scale = Number(values.scale);
if (!Number.isInteger(scale) || scale < 1 || scale > 1_000_000) {
  console.error(`--scale 应为 1 到 1000000 之间的整数（商品数量），收到：${values.scale}`);
  process.exit(2);
}

const config = loadConfig();
const db = createDb(config.DATABASE_URL);
try {
  await migrate(db);
  if (!(await isEmpty(db))) {
    if (!values.reset) {
      console.error(
        '数据库已有数据，未执行填充。如需清空后重新填充，请加上 --reset 参数：npm run seed -- --scale N --reset',
      );
      process.exitCode = 1;
    } else {
      const t0 = performance.now();
      await clearSeededData(db);
      console.log(`已清空原有数据（${((performance.now() - t0) / 1000).toFixed(1)} 秒）`);
    }
  }
  if (process.exitCode !== 1) {
    const t0 = performance.now();
    await seed(db, { scale });
    const seconds = ((performance.now() - t0) / 1000).toFixed(1);
    console.log(
      `填充完成：${config.DATABASE_URL.replace(/(\/\/[^:@/]*):[^@/]*@/, '$1:***@')}，商品 ${scale} 条，用时 ${seconds} 秒`,
    );
    console.table(await countRows(db));
  }
} finally {
  await db.destroy();
}
