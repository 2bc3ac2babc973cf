#!/usr/bin/env node
// A small round-robin HTTP load balancer in front of several copies of one app: `pnpm test:cluster`
// (scripts/cluster.mjs) puts one before each app, and docker-compose.yml runs the same file
// (docs/decisions/0068). Each request goes to the next copy in turn; with `nameUpstream` (tests only;
// `--name-upstream` on the command line) the copy's name comes back in `x-upstream`. A copy that refuses the connection is skipped for `downMs` and the request is sent to
// the next one (it never reached the first, so any method may be retried); a GET or HEAD whose
// connection broke before an answer is retried the same way. A POST cut off mid-way is answered 502:
// the client tries again with its own idempotency key (the store's writes all carry one).
//
// CLI: node scripts/lib/balancer.mjs --port 3000 [--host 0.0.0.0] [--name-upstream] --upstream name=host:port ...
import http from 'node:http';
import { fileURLToPath } from 'node:url';

const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Largest request body kept for a retry (a water-test photo form is 12 MB). */
const MAX_BODY_BYTES = 16 * 1024 * 1024;

/**
 * @typedef {{ name: string, host: string, port: number }} Upstream
 * @param {{ upstreams: Upstream[], downMs?: number, timeoutMs?: number, nameUpstream?: boolean }} options
 *   `nameUpstream`: tell the client which copy answered (`x-upstream`), for tests; off, nothing about the
 *   copies behind it reaches a client.
 */
export function createBalancer({ upstreams, downMs = 2_000, timeoutMs = 30_000, nameUpstream = false }) {
  if (upstreams.length === 0) throw new Error('a balancer needs at least one upstream');
  const agents = upstreams.map(() => new http.Agent({ keepAlive: true, maxSockets: 64 }));
  const named = (upstream) => (nameUpstream ? { 'x-upstream': upstream.name } : {});
  const downUntil = upstreams.map(() => 0);
  let turn = 0;
  const stats = { requests: 0, retries: 0, failed: 0, byUpstream: Object.fromEntries(upstreams.map((u) => [u.name, 0])) };

  /** The next copies to try, in round-robin order, those not marked down first. */
  function order() {
    const start = turn;
    turn = (turn + 1) % upstreams.length;
    const all = upstreams.map((_, i) => (start + i) % upstreams.length);
    const now = Date.now();
    return [...all.filter((i) => downUntil[i] <= now), ...all.filter((i) => downUntil[i] > now)];
  }

  function forwardedFor(req) {
    const previous = req.headers['x-forwarded-for'];
    const remote = req.socket.remoteAddress ?? '';
    return previous ? `${previous}, ${remote}` : remote;
  }

  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res */
  function handle(req, res) {
    stats.requests += 1;
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () => {
      if (size > MAX_BODY_BYTES) {
        res.writeHead(413, { 'content-type': 'text/plain' }).end('Request body too large for the load balancer.');
        return;
      }
      const body = Buffer.concat(chunks);
      const headers = { ...req.headers, 'x-forwarded-for': forwardedFor(req), 'x-forwarded-proto': req.headers['x-forwarded-proto'] ?? 'http' };
      attempt(order(), 0);

      function attempt(candidates, index) {
        const i = candidates[index];
        const upstream = upstreams[i];
        let answered = false;
        const proxied = http.request({ host: upstream.host, port: upstream.port, method: req.method, path: req.url, headers, agent: agents[i], timeout: timeoutMs }, (answer) => {
          answered = true;
          stats.byUpstream[upstream.name] += 1;
          res.writeHead(answer.statusCode ?? 502, { ...answer.headers, ...named(upstream) });
          answer.pipe(res);
          answer.on('error', () => res.destroy());
        });
        proxied.on('timeout', () => proxied.destroy(Object.assign(new Error('upstream timed out'), { code: 'ETIMEDOUT' })));
        proxied.on('error', (error) => {
          if (answered) return res.destroy();
          const refused = error.code === 'ECONNREFUSED' || error.code === 'EHOSTUNREACH' || error.code === 'ENOTFOUND' || error.code === 'EAI_AGAIN';
          if (refused || error.code === 'ECONNRESET') downUntil[i] = Date.now() + downMs;
          const retryable = refused || (IDEMPOTENT.has(req.method ?? 'GET') && error.code !== 'ETIMEDOUT');
          if (retryable && index + 1 < candidates.length) {
            stats.retries += 1;
            return attempt(candidates, index + 1);
          }
          stats.failed += 1;
          if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain', ...named(upstream) });
          res.end(nameUpstream ? `Bad gateway: ${upstream.name} ${error.code ?? error.message}` : 'Bad gateway.');
        });
        proxied.end(body);
      }
    });
  }

  return {
    handle,
    stats,
    close: () => agents.forEach((agent) => agent.destroy()),
  };
}

/**
 * Starts a balancer on `port` and resolves once it listens.
 * @param {{ port: number, host?: string, upstreams: Upstream[], downMs?: number }} options
 */
export function startBalancer({ port, host = '127.0.0.1', ...options }) {
  const balancer = createBalancer(options);
  const server = http.createServer(balancer.handle);
  server.keepAliveTimeout = 5_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve({
      server,
      stats: balancer.stats,
      close: () => new Promise((done) => {
        balancer.close();
        server.closeAllConnections();
        server.close(() => done());
      }),
    }));
  });
}

/** `name=host:port` → an upstream. */
export function parseUpstream(text) {
  const match = /^([\w.-]+)=([\w.-]+):(\d{1,5})$/.exec(text);
  if (!match) throw new Error(`--upstream takes name=host:port, not ${text}`);
  return { name: match[1], host: match[2], port: Number(match[3]) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const value = (flag) => args[args.indexOf(flag) + 1];
  const upstreams = args.flatMap((arg, i) => (args[i - 1] === '--upstream' ? [parseUpstream(arg)] : []));
  const port = Number(value('--port'));
  const host = args.includes('--host') ? value('--host') : '127.0.0.1';
  const running = await startBalancer({ port, host, upstreams, nameUpstream: args.includes('--name-upstream') });
  console.log(JSON.stringify({ msg: 'balancer listening', host, port, upstreams: upstreams.map((u) => u.name) }));
  const stop = () => running.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
