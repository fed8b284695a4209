import { load, latency, perKind } from './rel/cannon';
import { mixRequest, mixUser, type Req } from './rel/mix';
import { pageLinks } from '../src/api/paths';
const [port, seconds, conns] = process.argv.slice(2, 5).map(Number);
const only = process.argv[5];
const next = (): Req => {
  if (only?.startsWith('/')) return { kind: 'page', method: 'GET', path: `${only}${only.includes('?') ? '&' : '?'}r=${Math.random()}` };
  if (only === 'dpage') return { kind: 'page', method: 'GET', path: pageLinks.goodsDetail(1 + Math.floor(Math.random() * 100000)) };
  for (;;) {
    const r = mixRequest(100000);
    if (only === 'nopage' && r.kind === 'page') continue;
    if (only === 'nodpage' && r.path.startsWith('/goodsDetail')) continue;
    return r;
  }
};
const r = await load(port, seconds, conns, next, mixUser);
console.log(r.rps.toFixed(0), 'req/s p99', latency(r.stats, 99).toFixed(1), perKind(r.stats));
