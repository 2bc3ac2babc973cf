#!/usr/bin/env node
// Where a V8 CPU profile (`node --cpu-prof`, e.g. `BENCH_CPU_PROF=dir pnpm bench`) spent its time:
// self time by function and by package, and total time (self and callees) by function, optionally
// only between two instants of the monotonic clock (the bench prints the measured pass's start and end
// in µs, the profiles' own clock).
//
//   node scripts/cpu-profile-top.mjs <file.cpuprofile> [fromUs toUs] [--top N]
//
// Idle and the garbage collector are listed as V8 names them: `(idle)`, `(garbage collector)`,
// `(program)` (native work outside JavaScript: parsing, the event loop, syscalls).
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const topAt = args.indexOf('--top');
const top = topAt >= 0 ? Number(args.splice(topAt, 2)[1]) : 25;
const [file, from, to] = args;
if (!file) {
  console.error('usage: node scripts/cpu-profile-top.mjs <file.cpuprofile> [fromUs toUs] [--top N]');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, 'utf8'));
const window = from && to ? [Number(from), Number(to)] : [-Infinity, Infinity];

const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
/** The package (or app source) a script URL belongs to. */
function packageOf(url) {
  if (!url) return '(native)';
  if (url.startsWith('node:')) return 'node core';
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + '/node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  const app = /\/(apps|packages)\/([^/]+)\//.exec(url);
  return app ? `${app[1]}/${app[2]}` : url;
}

const nameOf = ({ callFrame }) => `${callFrame.functionName || '(anonymous)'} ${packageOf(callFrame.url)}:${callFrame.lineNumber + 1}`;
const byFunction = new Map();
const byPackage = new Map();
const inclusive = new Map();
let total = 0;
let at = profile.startTime;
for (let i = 0; i < profile.samples.length; i++) {
  at += profile.timeDeltas[i];
  // A sample's time is the delta to the next one.
  const spent = (profile.timeDeltas[i + 1] ?? 0) / 1000;
  if (at < window[0] || at > window[1]) continue;
  const node = nodes.get(profile.samples[i]);
  const { callFrame } = node;
  const name = nameOf(node);
  byFunction.set(name, (byFunction.get(name) ?? 0) + spent);
  // Every function on the stack once (recursion counted once).
  const onStack = new Set();
  for (let id = node.id; id !== undefined; id = parentOf.get(id)) onStack.add(nameOf(nodes.get(id)));
  for (const caller of onStack) inclusive.set(caller, (inclusive.get(caller) ?? 0) + spent);
  const pkg = callFrame.url ? packageOf(callFrame.url) : callFrame.functionName;
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + spent);
  total += spent;
}

const print = (title, map) => {
  console.log(`\n${title}`);
  for (const [name, msSpent] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${msSpent.toFixed(1).padStart(9)} ms ${((msSpent / total) * 100).toFixed(1).padStart(5)}%  ${name}`);
  }
};
console.log(`${file}: ${total.toFixed(0)} ms sampled${from ? ` between ${from} and ${to} µs` : ''}`);
print('self time by package', byPackage);
print('self time by function', byFunction);
print('total time (self and callees) by function', inclusive);
