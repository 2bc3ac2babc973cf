// Starts and stops the three built apps (commerce-api, BFF, storefront) as child processes.
// Used by `pnpm start` and by the end-to-end tests, so both run the store the same way.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import net from 'node:net';
import path from 'node:path';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Where the apps keep their data under `dataDir` (embedded database, sessions, service key files), as
 * the environment of each app; `{}` for the defaults under `<repo>/.data`.
 * @param {string | undefined} dataDir
 */
export function dataDirEnv(dataDir) {
  if (!dataDir) return {};
  return { PGLITE_DIR: path.join(dataDir, 'pglite'), SESSION_DIR: path.join(dataDir, 'bff-sessions'), SECRETS_DIR: path.join(dataDir, 'secrets') };
}

/**
 * A service key as the running apps use it, for scripts that call the BFF or commerce-api directly:
 * the environment's value (`COMMERCE_API_KEY`, `BFF_SERVICE_KEY`) or the key file the app created.
 * @param {'commerce-api-key' | 'bff-service-key'} name
 * @param {{ env?: Record<string, string | undefined>, secretsDir?: string }} options
 */
export function readServiceKey(name, { env = process.env, secretsDir = env.SECRETS_DIR ?? path.join(repoRoot, '.data', 'secrets') } = {}) {
  const value = env[name === 'commerce-api-key' ? 'COMMERCE_API_KEY' : 'BFF_SERVICE_KEY'];
  return value || readFileSync(path.join(secretsDir, name), 'utf8').trim();
}

/**
 * The staff demo account's password, as commerce-api made it on the stack's first start (random, kept
 * 0600 in `SECRETS_DIR/staff-demo-password`, docs/decisions/0052), for scripts and tests that sign in
 * as staff.
 * @param {{ env?: Record<string, string | undefined>, secretsDir?: string }} options
 */
export function readStaffDemoPassword({ env = process.env, secretsDir = env.SECRETS_DIR ?? path.join(repoRoot, '.data', 'secrets') } = {}) {
  return readFileSync(path.join(secretsDir, 'staff-demo-password'), 'utf8').trim();
}

/**
 * Node flags the storefront runs with (also in its package.json `start` and the Dockerfile): a larger
 * young generation. A rendered page allocates a few megabytes that die with the request; with V8's
 * default 16 MB semi-spaces a busy storefront ran a scavenge every two or three pages, and with 64 MB
 * about a quarter as many, for less garbage-collection time in all (docs/decisions/0042).
 */
export const STOREFRONT_NODE_ARGS = ['--max-semi-space-size=64'];

/**
 * Node flags the BFF runs with (also in its package.json `start` and the Dockerfile): the same larger
 * young generation. Typing in the search box, every first-time keystroke's answer is parsed, checked
 * and cached, so each keystroke leaves garbage and a little that lives on: with 16 MB the BFF
 * scavenged every 75-80 keystrokes, a pause that held up every request in flight; with 64 MB about a
 * quarter as often, for half the garbage-collection time and less CPU a keystroke (docs/decisions/0046).
 * commerce-api keeps V8's default: the same flag measured no difference there, for 100 MB more memory.
 */
export const BFF_NODE_ARGS = ['--max-semi-space-size=64'];

/**
 * Every stack started here (`pnpm start`, e2e, benches, probes) is a demo on the built-in test payment
 * processor, which commerce-api refuses with NODE_ENV=production unless PAYMENTS_TEST_MODE=true
 * (docs/decisions/0053). A caller's `env` may still override it.
 */
const apps = {
  'commerce-api': { entry: 'apps/commerce-api/dist/main.js', ready: '/readyz', nodeArgs: [], env: { PAYMENTS_TEST_MODE: 'true' } },
  bff: { entry: 'apps/bff/dist/main.js', ready: '/readyz', nodeArgs: BFF_NODE_ARGS },
  storefront: { entry: 'apps/storefront/dist/server.js', ready: '/healthz', nodeArgs: STOREFRONT_NODE_ARGS },
};

/**
 * Polls `url` until it answers 2xx or the deadline passes.
 * @param {string} url
 * @param {{ timeoutMs?: number, child?: import('node:child_process').ChildProcess, headers?: Record<string, string> }} options
 */
export async function waitForHttp(url, { timeoutMs = 120_000, child, headers = {} } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError = 'no answer';
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: process exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url, { headers, signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
      lastError = `status ${res.status}`;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms (${lastError})`);
}

/**
 * Starts one app and resolves once it is ready. `stdio` is also taken as spawn takes an array, e.g.
 * `['ignore', fd, fd]` to write the app's output to an open log file.
 * @param {'commerce-api'|'bff'|'storefront'} name
 * `nodeArgs` go to node before the entry (e.g. `--cpu-prof`, which NODE_OPTIONS may not carry).
 * `onSpawn` gets the child as soon as it exists, so a caller that gives up waiting (a test's timeout)
 * can still stop it.
 * @param {{ port: number, env?: Record<string,string>, stdio?: 'inherit'|'pipe'|'ignore'|Array<'ignore'|'pipe'|number>, prefix?: boolean, nodeArgs?: string[], onSpawn?: (child: import('node:child_process').ChildProcess) => void }} options
 */
export async function startApp(name, { port, env = {}, stdio = 'inherit', prefix = true, nodeArgs = [], onSpawn } = {}) {
  const app = apps[name];
  // Something already answering there (a stack left running) would pass for this app's readiness.
  if (await answersOn(port)) throw new Error(`${name}: port ${port} is already in use (a stack left running?)`);
  const child = spawn(process.execPath, [...app.nodeArgs, ...nodeArgs, path.join(repoRoot, app.entry)], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', ...app.env, PORT: String(port), ...env },
    stdio: stdio === 'inherit' && prefix ? ['ignore', 'pipe', 'pipe'] : stdio,
  });
  onSpawn?.(child);
  if (stdio === 'inherit' && prefix) {
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        for (const line of String(chunk).split('\n')) if (line.trim()) process.stdout.write(`[${name}] ${line}\n`);
      });
    }
  }
  try {
    await waitForHttp(`http://127.0.0.1:${port}${app.ready}`, { child, timeoutMs: name === 'commerce-api' ? 300_000 : 60_000 });
  } catch (error) {
    // Never leave a half-started app behind holding its port: the caller has no handle on it.
    await stopApp(child, 2_000);
    throw error;
  }
  return child;
}

/** Whether something accepts a connection on 127.0.0.1:`port`. */
function answersOn(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Stops a child with SIGTERM (graceful shutdown), then SIGKILL after `graceMs`. */
export function stopApp(child, graceMs = 10_000) {
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * The environment commerce-api gets in a stack: its data directories, links in mail pointing at this
 * stack's storefront, and the outbox listener's port when the stack has one of its own (`ports.outbox`;
 * otherwise commerce-api's default, 127.0.0.1:8025, docs/decisions/0050), and the test processor's
 * tokenization listener's (`ports.testProcessor`; otherwise 127.0.0.1:4242, docs/decisions/0061).
 * @param {{ storefront: number, outbox?: number, testProcessor?: number }} ports
 * @param {string | undefined} dataDir
 */
export function commerceApiEnv(ports, dataDir) {
  return {
    ...dataDirEnv(dataDir),
    STOREFRONT_URL: `http://localhost:${ports.storefront}`,
    ...(ports.outbox === undefined ? {} : { OUTBOX_PORT: String(ports.outbox) }),
    ...(ports.testProcessor === undefined ? {} : { TEST_PROCESSOR_PORT: String(ports.testProcessor) }),
  };
}

/**
 * Starts the whole store: commerce-api, then the BFF pointing at it, then the storefront pointing at the BFF.
 * `stdio` may also be a function of the app's name (e.g. a log file for each app).
 * @param {{ ports?: { storefront: number, bff: number, commerceApi: number, outbox?: number, testProcessor?: number }, dataDir?: string, env?: Record<string,string>, stdio?: 'inherit'|'pipe'|'ignore'|Array<'ignore'|'pipe'|number>|((name: string) => Array<'ignore'|'pipe'|number>), children?: Record<string, import('node:child_process').ChildProcess> }} options
 */
export async function startStack({ ports = { storefront: 3000, bff: 4000, commerceApi: 4100 }, dataDir, env = {}, stdio = 'inherit', children = {} } = {}) {
  const stdioOf = (name) => (typeof stdio === 'function' ? stdio(name) : stdio);
  // Each app is put in `children` as soon as it is spawned (not once ready), so a caller that passed
  // its own object and gave up waiting can still stop them all.
  const held = (key) => (child) => { children[key] = child; };
  // The three apps share the key files: commerce-api creates its key, the BFF reads it and creates the
  // storefront's, the storefront reads that one (unless COMMERCE_API_KEY / BFF_SERVICE_KEY are set).
  const dirs = dataDirEnv(dataDir);
  try {
    await startApp('commerce-api', { port: ports.commerceApi, env: { ...commerceApiEnv(ports, dataDir), ...env }, stdio: stdioOf('commerce-api'), onSpawn: held('commerceApi') });
    await startApp('bff', {
      port: ports.bff,
      env: {
        ...dirs,
        COMMERCE_API_URL: `http://127.0.0.1:${ports.commerceApi}`,
        // The storefront's origins (the BFF requires them in production; http://localhost keeps the session cookie non-Secure).
        TRUSTED_ORIGINS: `http://localhost:${ports.storefront},http://127.0.0.1:${ports.storefront}`,
        ...env,
      },
      stdio: stdioOf('bff'),
      onSpawn: held('bff'),
    });
    await startApp('storefront', {
      port: ports.storefront,
      env: {
        ...(dirs.SECRETS_DIR ? { SECRETS_DIR: dirs.SECRETS_DIR } : {}), BFF_URL: `http://127.0.0.1:${ports.bff}`,
        // The browser sends the card straight to the test processor's listener (docs/decisions/0061).
        ...(ports.testProcessor === undefined ? {} : { TEST_PROCESSOR_URL: `http://localhost:${ports.testProcessor}` }),
        ...env,
      },
      stdio: stdioOf('storefront'),
      onSpawn: held('storefront'),
    });
  } catch (error) {
    await stopStack(children);
    throw error;
  }
  return children;
}

/** Stops the apps in reverse order. */
export async function stopStack(children) {
  for (const key of ['storefront', 'bff', 'commerceApi']) await stopApp(children[key]);
}
