#!/usr/bin/env node
// The docs check of `pnpm test`: what the READMEs tell a reader to run or open must exist.
//   - every `pnpm <script>` (and `npm run <script>`) in a README's code names a script of the root
//     package.json, `pnpm --filter <name> <script>` one of that workspace package, and
//     `pnpm --dir <dir> ...` an existing directory;
//   - every repository path in a README's code (`apps/bff/src/env.ts`, or `src/env.ts` beside an app's
//     README) exists, when its first segment is a directory of the repository or of the README's folder;
//   - every relative Markdown link of the READMEs and docs/*.md resolves, and its #anchor names a
//     heading of the target file.
// Usage: node scripts/check-docs.mjs [repo root]. Prints each problem as `file:line: what`; exits 1
// when there is any. Decision records (docs/decisions/) are history and are not checked.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));

/** pnpm's own commands, which need no script of that name. */
const PNPM_COMMANDS = new Set(['install', 'i', 'add', 'remove', 'update', 'exec', 'dlx', 'run', 'list', 'why', 'patch', 'patch-commit', 'store', 'outdated', 'audit', 'publish', 'pack', 'rebuild', 'prune', 'link', 'create', 'init', 'env', 'setup']);
/** Paths made at run time (data, reports, builds): named in the docs, absent from a clean clone. */
const RUNTIME_SEGMENTS = new Set(['.data', 'test-results', 'node_modules', 'dist', 'build', '.turbo', '.env']);

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const isDir = (file) => existsSync(file) && statSync(file).isDirectory();

function workspacePackages() {
  const byName = new Map();
  for (const group of ['apps', 'packages', 'e2e']) {
    const dirs = group === 'e2e' ? ['e2e'] : readdirSync(path.join(root, group)).map((name) => path.join(group, name));
    for (const dir of dirs) {
      const manifest = path.join(root, dir, 'package.json');
      if (existsSync(manifest)) byName.set(readJson(manifest).name, { dir, scripts: readJson(manifest).scripts ?? {} });
    }
  }
  return byName;
}

function docFiles() {
  const files = ['README.md'];
  for (const group of ['apps', 'packages']) {
    for (const name of readdirSync(path.join(root, group))) {
      if (existsSync(path.join(root, group, name, 'README.md'))) files.push(path.join(group, name, 'README.md'));
    }
  }
  for (const name of readdirSync(path.join(root, 'docs'))) if (name.endsWith('.md')) files.push(path.join('docs', name));
  if (existsSync(path.join(root, 'e2e', 'README.md'))) files.push(path.join('e2e', 'README.md'));
  return files;
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading) {
  return heading.trim().toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-');
}

function anchorsOf(file) {
  const text = readFileSync(file, 'utf8').replace(/^```[\s\S]*?^```/gm, '');
  return new Set([...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => slug(m[1])));
}

/** Code of a Markdown text with the line it starts on: the lines of fenced blocks, and inline code spans (which may wrap). */
function codeOf(text) {
  const out = [];
  const lines = text.split('\n');
  let fenced = false;
  const prose = lines.map((line, index) => {
    if (/^\s*```/.test(line)) {
      fenced = !fenced;
      return '';
    }
    if (fenced) {
      out.push({ line: index + 1, code: line });
      return '';
    }
    return line;
  }).join('\n');
  for (const m of prose.matchAll(/`([^`]+)`/g)) {
    out.push({ line: prose.slice(0, m.index).split('\n').length, code: m[1].replace(/\n/g, ' ') });
  }
  return out;
}

/** A path, or the shorthand of a numbered record: `docs/decisions/0046` for `docs/decisions/0046-....md`. */
function pathExists(file) {
  if (existsSync(file)) return true;
  const dir = path.dirname(file);
  const prefix = `${path.basename(file)}-`;
  return /^\d+$/.test(path.basename(file)) && isDir(dir) && readdirSync(dir).some((name) => name.startsWith(prefix));
}

const packages = workspacePackages();
const rootScripts = readJson(path.join(root, 'package.json')).scripts ?? {};
const problems = [];

function checkCommands(file, line, code) {
  for (const m of code.matchAll(/(?:^|[\s;&|(])(pnpm|npm run)\s+([^;&|)]+)/g)) {
    const words = m[2].trim().split(/\s+/);
    if (m[1] === 'npm run') {
      if (!(words[0] in rootScripts)) problems.push(`${file}:${line}: \`npm run ${words[0]}\`: no such script in package.json`);
      continue;
    }
    let scripts = rootScripts;
    let where = 'package.json';
    while (words[0]?.startsWith('-')) {
      const flag = words.shift();
      const value = words.shift();
      if (flag === '--filter' || flag === '-F') {
        const pkg = packages.get(value);
        if (!pkg) {
          problems.push(`${file}:${line}: \`pnpm --filter ${value}\`: no such workspace package`);
          scripts = null;
        } else {
          scripts = pkg.scripts;
          where = `${pkg.dir}/package.json`;
        }
      } else if (flag === '--dir' || flag === '-C') {
        if (!isDir(path.join(root, value))) problems.push(`${file}:${line}: \`pnpm --dir ${value}\`: no such directory`);
        scripts = value && packages.get(readJsonSafe(path.join(root, value, 'package.json'))?.name)?.scripts;
        where = `${value}/package.json`;
      } else if (value !== undefined) {
        words.unshift(value);
      }
    }
    const name = words[0]?.replace(/[.,:]$/, '');
    if (!scripts || !name || PNPM_COMMANDS.has(name) || !/^[a-z][\w:-]*$/.test(name)) continue;
    if (!(name in scripts)) problems.push(`${file}:${line}: \`pnpm ${m[2].trim()}\`: no script "${name}" in ${where}`);
  }
}

function readJsonSafe(file) {
  return existsSync(file) ? readJson(file) : undefined;
}

function checkPaths(file, line, code) {
  const base = path.dirname(path.join(root, file));
  for (let token of code.split(/\s+/)) {
    token = token.replace(/^[("'[]+|[)"',.:;\]]+$/g, '');
    if (!/^[\w.@-]+(\/[\w.@-]+)+\/?$/.test(token) || /^\w+:\/\//.test(token)) continue;
    const segments = token.split('/');
    if (segments.some((segment) => RUNTIME_SEGMENTS.has(segment))) continue;
    const bases = [root, base].filter((dir) => isDir(path.join(dir, segments[0])));
    if (bases.length === 0) continue;
    if (!bases.some((dir) => pathExists(path.join(dir, token)))) problems.push(`${file}:${line}: \`${token}\`: no such file or directory`);
  }
}

function checkLinks(file, text) {
  const base = path.dirname(path.join(root, file));
  text.replace(/^```[\s\S]*?^```/gm, (block) => block.replace(/[^\n]/g, ' ')).split('\n').forEach((content, index) => {
    for (const m of content.replace(/`[^`]*`/g, '').matchAll(/\[[^\]]*\]\(([^)\s]+)\)/g)) {
      const target = m[1];
      if (/^[a-z][\w+.-]*:/i.test(target)) continue;
      const [relative, anchor] = target.split('#');
      const resolved = relative ? path.resolve(base, decodeURIComponent(relative)) : path.join(root, file);
      if (!existsSync(resolved)) {
        problems.push(`${file}:${index + 1}: link ${target}: no such file or directory`);
      } else if (anchor && resolved.endsWith('.md') && !anchorsOf(resolved).has(anchor)) {
        problems.push(`${file}:${index + 1}: link ${target}: no heading #${anchor} in ${path.relative(root, resolved)}`);
      }
    }
  });
}

const files = docFiles();
for (const file of files) {
  const text = readFileSync(path.join(root, file), 'utf8');
  checkLinks(file, text);
  if (!path.basename(file).startsWith('README')) continue;
  for (const { line, code } of codeOf(text)) {
    checkCommands(file, line, code);
    checkPaths(file, line, code);
  }
}

for (const problem of problems) console.error(problem);
console.log(`docs check: ${files.length} files, ${problems.length} problem${problems.length === 1 ? '' : 's'}`);
process.exit(problems.length ? 1 : 0);
