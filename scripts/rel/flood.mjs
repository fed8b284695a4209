// npm run rel's flood, in its own process so it does not share the measuring event loop:
// `connections` keep-alive clients POST the bodies of the JSON options file (argv[2]) for
// `seconds`, each client taking every connections-th body, so no two requests in flight ask
// the same (and share one computation). Prints {total, statusCodes} as one JSON line.
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';

const o = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const agent = new Agent({ keepAlive: true, maxSockets: o.connections });
const url = new URL(o.url);
const statusCodes = {};
const until = Date.now() + o.seconds * 1000;

const post = (body) =>
  new Promise((resolve) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(String(res.statusCode)));
      },
    );
    req.on('error', (err) => resolve(err.code ?? 'error'));
    req.end(body);
  });

async function client(first) {
  for (let i = first; Date.now() < until; i += o.connections) {
    const code = await post(o.bodies[i % o.bodies.length]);
    statusCodes[code] = (statusCodes[code] ?? 0) + 1;
  }
}

await Promise.all(Array.from({ length: o.connections }, (_, i) => client(i)));
agent.destroy();
process.stdout.write(JSON.stringify({ total: Object.values(statusCodes).reduce((a, b) => a + b, 0), statusCodes }));
