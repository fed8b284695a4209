// The morning mix of npm run bench:load against a server already running (another build, say the
// issue's baseline commit started from a `git worktree`), to compare on the same machine with the
// same load generator: req/s, p50, p99 and statuses per connection count.
//
//   git worktree add /tmp/base c9db894 && (cd /tmp/base && npm ci && npm run build)
//   (cd /tmp/base && DATABASE_URL=sqlite:/tmp/base.db PORT=3391 NODE_ENV=production npx tsx src/server/main.ts) &
//   npx tsx scripts/bench-baseline.ts --port 3391 --scale 2000
import { parseArgs } from 'node:util';
import { count, latency, load, perKind } from './rel/cannon';
import { mixRequest, mixUser } from './rel/mix';

const { values: args } = parseArgs({
  options: {
    port: { type: 'string', default: '3391' },
    scale: { type: 'string', default: '2000' },
    seconds: { type: 'string', default: '20' },
    connections: { type: 'string', default: '10,30,100' },
  },
});
for (const c of args.connections.split(',').map(Number)) {
  const r = await load(Number(args.port), Number(args.seconds), c, () => mixRequest(Number(args.scale)), mixUser);
  const statuses = [429, 503, 500, 404].map((s) => `${s}: ${count(r.stats, s)}`).join(', ');
  console.log(
    `mix × ${c}: ${r.rps.toFixed(0)} req/s, p50 ${latency(r.stats, 50).toFixed(1)} ms, ` +
      `p99 ${latency(r.stats, 99).toFixed(1)} ms, ${statuses}, errors ${r.errors} | ${perKind(r.stats)}`,
  );
}
