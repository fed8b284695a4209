// npm run bench:start [-- --scale 5000 --workers 2 --rounds 3]: how long the server takes from
// spawn to every worker ready, and what it holds then (resident MB of the primary and each worker,
// CPU ms spent starting), run as `npm start` runs it (the bundle in plain node) and, for
// comparison, from the sources through tsx (how `npm start` ran before). Same seeded SQLite
// database for both (the load bench's, data/bench-load-<scale>.db); the median of the rounds.
import { parseArgs } from 'node:util';
import { benchDb, cpuMs, rssMb, startCluster } from './rel/bench-server';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '5000' },
    workers: { type: 'string', default: '2' },
    rounds: { type: 'string', default: '3' },
    port: { type: 'string', default: '3397' },
  },
});
const [scale, workers, rounds, port] = [values.scale, values.workers, values.rounds, values.port].map(Number);
const url = await benchDb('sqlite', scale, '');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

console.log(`启动到就绪（${scale} 件商品，${workers} 个工作进程，SQLite，${rounds} 轮取中位数）`);
console.log('entry      ready s   total MB   primary MB   per worker MB   start CPU s');
for (const entry of ['bundle', 'sources'] as const) {
  const rows: { s: number; total: number; primary: number; worker: number; cpu: number }[] = [];
  for (let i = 0; i < rounds; i++) {
    const t0 = performance.now();
    const server = await startCluster(url, port, workers, entry);
    const s = (performance.now() - t0) / 1000;
    const m = rssMb(server.pid);
    const perWorker = m.perProcess.slice(1);
    rows.push({
      s,
      total: m.total,
      primary: m.perProcess[0],
      worker: perWorker.reduce((a, b) => a + b, 0) / Math.max(1, perWorker.length),
      cpu: cpuMs(server.pid) / 1000,
    });
    await server.stop();
  }
  const col = (k: keyof (typeof rows)[number], d: number, w: number) =>
    median(rows.map((r) => r[k]))
      .toFixed(d)
      .padStart(w);
  console.log(
    `${entry.padEnd(8)} ${col('s', 2, 9)} ${col('total', 0, 10)} ${col('primary', 0, 12)} ${col('worker', 0, 15)} ${col('cpu', 2, 13)}`,
  );
}
