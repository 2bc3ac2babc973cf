// The bare Remix app of `pnpm bench:web` (scripts/bench-bare-remix): built with the storefront's own
// installed Remix and Vite, and served like the storefront, so its first-load JavaScript is the
// framework's floor that the store's pages are compared with. It is no workspace package: its
// `node_modules` is a link to apps/storefront/node_modules, made here (and ignored by git).
import { spawn, spawnSync } from 'node:child_process';
import { lstatSync, readlinkSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot, waitForHttp } from './stack.mjs';

export const bareRemixDir = path.join(repoRoot, 'scripts/bench-bare-remix');
const storefrontDir = path.join(repoRoot, 'apps/storefront');
const LINK_TARGET = path.relative(bareRemixDir, path.join(storefrontDir, 'node_modules'));

/** Makes `scripts/bench-bare-remix/node_modules` a link to the storefront's (kept if it already is). */
function linkStorefrontModules() {
  const link = path.join(bareRemixDir, 'node_modules');
  let stat;
  try {
    stat = lstatSync(link);
  } catch {
    // No link yet.
  }
  if (stat?.isSymbolicLink() && readlinkSync(link) === LINK_TARGET) return;
  if (stat && !stat.isSymbolicLink()) throw new Error(`${link} is not a link to apps/storefront/node_modules: remove it`);
  if (stat) rmSync(link);
  symlinkSync(LINK_TARGET, link, 'dir');
}

/**
 * Builds the bare app (`remix vite:build` of the storefront's @remix-run/dev, a few seconds) into
 * scripts/bench-bare-remix/build. Throws with the build's output if it fails.
 */
export function buildBareRemix() {
  linkStorefrontModules();
  const require = createRequire(path.join(storefrontDir, 'package.json'));
  const dev = path.dirname(require.resolve('@remix-run/dev/package.json'));
  const cli = path.join(dev, require('@remix-run/dev/package.json').bin.remix);
  const build = spawnSync(process.execPath, [cli, 'vite:build'], { cwd: bareRemixDir, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } });
  if (build.status !== 0) throw new Error(`bare Remix app build failed (${build.status ?? build.signal}):\n${build.stdout}\n${build.stderr}`);
}

/**
 * Serves the built bare app on 127.0.0.1:`port` and resolves once it answers.
 * @param {number} port
 * @param {{ stdio?: 'ignore' | Array<'ignore' | 'pipe' | number> }} options
 * @returns {Promise<import('node:child_process').ChildProcess>}
 */
export async function startBareRemix(port, { stdio = 'ignore' } = {}) {
  const child = spawn(process.execPath, [path.join(bareRemixDir, 'server.mjs'), String(port)], {
    cwd: bareRemixDir,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio,
  });
  try {
    await waitForHttp(`http://127.0.0.1:${port}/`, { child, timeoutMs: 30_000 });
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return child;
}
