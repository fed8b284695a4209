// Convention (docs/adding-a-section.md): every flow with rules of its own — guards, timers — has
// its unit tests in tests/machines/<machine-name>.test.ts, beside the path specs that
// `npm run test:paths` replays.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

describe('machine unit tests', () => {
  it('every machine with guards or timers has its own test file', () => {
    const missing = readdirSync(join(root, 'machines'))
      .filter((f) => f.endsWith('.machine.ts'))
      .filter((f) => /\b(guards|after|delays):/.test(readFileSync(join(root, 'machines', f), 'utf8')))
      .map((f) => `tests/machines/${f.replace('.machine.ts', '.test.ts')}`)
      .filter((test) => !existsSync(join(root, test)));
    expect(missing).toEqual([]);
  });
});
