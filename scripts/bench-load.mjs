// The load generator half of `npm run bench`, in its own process so it does not share the
// server's event loop: runs autocannon with the options given as JSON in argv[2] and prints
// one JSON line of results.
import autocannon from 'autocannon';

const o = JSON.parse(process.argv[2]);
const result = await autocannon({
  url: o.url,
  connections: o.connections,
  duration: o.duration,
  requests: o.requests,
});
process.stdout.write(
  JSON.stringify({
    rps: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  }),
);
