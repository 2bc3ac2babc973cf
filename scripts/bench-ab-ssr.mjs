#!/usr/bin/env node
// Paired A/B of storefront builds with every cache off: CPU per page that survives a busy machine.
//
//   node scripts/bench-ab-ssr.mjs before,after      (after `pnpm bench` has seeded .data/bench once)
//
// Each variant is a storefront build copied to apps/storefront/.ab-<name>/{build,dist} (e.g. main's
// `build/` and `dist/` as .ab-before, this tree's as .ab-after). It starts commerce-api and the BFF
// on .data/bench, one storefront process per variant (PAGE_CACHE_SECONDS=0) and the naive page
// (scripts/bench-naive-ssr.mjs), warms each, then takes AB_ROUNDS rounds (6) of AB_PER pages (60)
// from each server in turn, alternating the order, at 4 connections over the bench's category and
// product pages, and prints CPU per page (user + system from /proc) of each server and of the BFF
// while it was asked. Both builds see the same load, so their ratio holds where req/s does not.
// Ports AB_PORT_BASE (4700) .. +40. AB_KINDS=category or product measures one kind of page only;
// AB_CPU_PROF=dir has each storefront variant and the naive page write a V8 CPU profile there when they stop
// (scripts/cpu-profile-top.mjs; the warm-up is in it too). A variant's directory may hold a
// `preload.mjs`, imported first (`--import`), e.g. to load a dependency without a pnpm patch, and a
// `node-args` file of flags for node instead of the storefront's own (`STOREFRONT_NODE_ARGS`; an empty
// file for none).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import os from 'node:os';
import { createRequire } from 'node:module';
import { STOREFRONT_NODE_ARGS, dataDirEnv, readServiceKey, repoRoot, startApp, stopApp, waitForHttp } from './lib/stack.mjs';
const { Agent, request } = createRequire(path.join(repoRoot, 'apps/bff/package.json'))('undici');
const dispatcher = new Agent({ keepAliveTimeout: 10_000, connections: 64 });
const H = { 'accept-encoding': 'gzip, deflate, br', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36' };
const TICK = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;
const cpu = (pid) => { const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' '); return ((+f[11] + +f[12]) * 1000) / TICK; };
const DIR = path.join(repoRoot, '.data/bench'); const env = { ...dataDirEnv(DIR), CATALOG_SIZE: '50000', LOG_LEVEL: 'info' };
const B = Number(process.env.AB_PORT_BASE ?? 4700); const ROUNDS = Number(process.env.AB_ROUNDS ?? 6); const PER = Number(process.env.AB_PER ?? 60);
const variants = (process.argv[2] ?? process.env.AB_VARIANTS ?? 'before,after').split(',');
const KINDS = (process.env.AB_KINDS ?? 'category,product').split(',');
const PROF = process.env.AB_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(repoRoot, process.env.AB_CPU_PROF)}`] : [];
const kids = {};
async function main() {
  kids.api = await startApp('commerce-api', { port: B, env, stdio: 'ignore' });
  const apiKey = readServiceKey('commerce-api-key', { secretsDir: env.SECRETS_DIR });
  await waitForHttp(`http://127.0.0.1:${B}/search/typeahead?q=pool`, { timeoutMs: 300_000, headers: { 'x-service-key': apiKey } });
  kids.bff = await startApp('bff', { port: B + 10, env: { ...env, COMMERCE_API_URL: `http://127.0.0.1:${B}`, TRUSTED_ORIGINS: 'http://localhost:1' }, stdio: 'ignore' });
  const bffKey = readServiceKey('bff-service-key', { secretsDir: env.SECRETS_DIR });
  const servers = [];
  let port = B + 20;
  for (const v of variants) {
    const p = port++;
    const dir = path.join(repoRoot, `apps/storefront/.ab-${v}`);
    const preload = existsSync(path.join(dir, 'preload.mjs')) ? ['--import', pathToFileURL(path.join(dir, 'preload.mjs')).href] : [];
    // The storefront's own flags, or the variant's `node-args` instead.
    const nodeArgs = existsSync(path.join(dir, 'node-args')) ? readFileSync(path.join(dir, 'node-args'), 'utf8').trim().split(/\s+/).filter(Boolean) : STOREFRONT_NODE_ARGS;
    const child = spawn(process.execPath, [...PROF, ...nodeArgs, ...preload, path.join(dir, 'dist/server.js')], { cwd: repoRoot, env: { ...process.env, ...env, NODE_ENV: 'production', PORT: String(p), BFF_URL: `http://127.0.0.1:${B + 10}`, PAGE_CACHE_SECONDS: '0' }, stdio: 'ignore' });
    await waitForHttp(`http://127.0.0.1:${p}/healthz`, { child });
    servers.push({ name: v, port: p, child });
  }
  const np = port++;
  const naive = spawn(process.execPath, [...PROF, path.join(repoRoot, 'scripts/bench-naive-ssr.mjs'), String(np), `http://127.0.0.1:${B + 10}`], { cwd: repoRoot, env: { ...process.env, NODE_ENV: 'production', BFF_SERVICE_KEY: bffKey }, stdio: 'ignore' });
  await waitForHttp(`http://127.0.0.1:${np}/category/pumps.html`, { child: naive });
  servers.push({ name: 'naive', port: np, child: naive });
  kids.servers = servers;
  const getJson = async (u) => (await fetch(u, { headers: { 'x-service-key': apiKey } })).json();
  const menu = await getJson(`http://127.0.0.1:${B}/menu.json`);
  const cats = menu.items.flatMap((t) => [t, ...t.children.slice(0, 2)]).slice(0, 12).map((c) => `/category/${c.url}.html`);
  const prods = (await getJson(`http://127.0.0.1:${B}/search/products/query?per_page=24&sort=rating`)).hits.map((p) => `/${p.handle}.html`);
  const get = async (u) => { const r = await request(u, { headers: H, dispatcher }); for await (const _ of r.body); if (r.statusCode !== 200) throw new Error(`${u} ${r.statusCode}`); };
  const load = async (s, paths, n, conc = 4) => { let i = 0; await Promise.all(Array.from({ length: conc }, async () => { while (i < n) { const p = paths[i++ % paths.length]; await get(`http://127.0.0.1:${s.port}${p}`); } })); };
  for (const [kind, paths] of [['category', cats], ['product', prods]].filter(([k]) => KINDS.includes(k))) {
    for (const s of servers) await load(s, paths, 300); // warm
    const tot = Object.fromEntries(servers.map((s) => [s.name, { srv: 0, bff: 0, n: 0 }]));
    for (let r = 0; r < ROUNDS; r++) {
      for (const s of (r % 2 ? [...servers].reverse() : servers)) {
        const c0 = [cpu(s.child.pid), cpu(kids.bff.pid)];
        await load(s, paths, PER);
        tot[s.name].srv += cpu(s.child.pid) - c0[0]; tot[s.name].bff += cpu(kids.bff.pid) - c0[1]; tot[s.name].n += PER;
      }
    }
    const line = Object.entries(tot).map(([k, t]) => `${k}: server ${(t.srv / t.n).toFixed(2)} ms + BFF ${(t.bff / t.n).toFixed(2)} ms`).join(' | ');
    console.log(`${kind} (${ROUNDS}x${PER} pages each, load ${os.loadavg()[0].toFixed(1)}): ${line}`);
  }
}
main().catch((e) => { console.error(e); process.exitCode = 1; }).finally(async () => { for (const s of kids.servers ?? []) await stopApp(s.child); await stopApp(kids.bff); await stopApp(kids.api); });
