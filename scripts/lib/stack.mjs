// Starts and stops the three built apps (commerce-api, BFF, storefront) as child processes.
// Used by `pnpm start` and by the end-to-end tests, so both run the store the same way.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

const apps = {
  'commerce-api': { entry: 'apps/commerce-api/dist/main.js', ready: '/readyz' },
  bff: { entry: 'apps/bff/dist/main.js', ready: '/readyz' },
  storefront: { entry: 'apps/storefront/dist/server.js', ready: '/healthz' },
};

/** Polls `url` until it answers 2xx or the deadline passes. */
export async function waitForHttp(url, { timeoutMs = 120_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError = 'no answer';
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: process exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
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
 * Starts one app and resolves once it is ready.
 * @param {'commerce-api'|'bff'|'storefront'} name
 * @param {{ port: number, env?: Record<string,string>, stdio?: 'inherit'|'pipe'|'ignore', prefix?: boolean }} options
 */
export async function startApp(name, { port, env = {}, stdio = 'inherit', prefix = true } = {}) {
  const app = apps[name];
  const child = spawn(process.execPath, [path.join(repoRoot, app.entry)], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), ...env },
    stdio: stdio === 'inherit' && prefix ? ['ignore', 'pipe', 'pipe'] : stdio,
  });
  if (stdio === 'inherit' && prefix) {
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        for (const line of String(chunk).split('\n')) if (line.trim()) process.stdout.write(`[${name}] ${line}\n`);
      });
    }
  }
  await waitForHttp(`http://127.0.0.1:${port}${app.ready}`, { child, timeoutMs: name === 'commerce-api' ? 300_000 : 60_000 });
  return child;
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
 * Starts the whole store: commerce-api, then the BFF pointing at it, then the storefront pointing at the BFF.
 * @param {{ ports?: { storefront: number, bff: number, commerceApi: number }, dataDir?: string, env?: Record<string,string>, stdio?: 'inherit'|'pipe'|'ignore' }} options
 */
export async function startStack({ ports = { storefront: 3000, bff: 4000, commerceApi: 4100 }, dataDir, env = {}, stdio = 'inherit' } = {}) {
  const dirs = dataDir ? { PGLITE_DIR: path.join(dataDir, 'pglite'), SESSION_DIR: path.join(dataDir, 'bff-sessions') } : {};
  const children = {};
  try {
    children.commerceApi = await startApp('commerce-api', { port: ports.commerceApi, env: { ...dirs, ...env }, stdio });
    children.bff = await startApp('bff', {
      port: ports.bff,
      env: { ...dirs, COMMERCE_API_URL: `http://127.0.0.1:${ports.commerceApi}`, ...env },
      stdio,
    });
    children.storefront = await startApp('storefront', {
      port: ports.storefront,
      env: { BFF_URL: `http://127.0.0.1:${ports.bff}`, ...env },
      stdio,
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
