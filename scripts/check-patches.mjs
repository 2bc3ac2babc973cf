#!/usr/bin/env node
// `pnpm check:patches`: the store runs its dependencies as published. Fails when the repository patches a
// dependency (a `patches/` folder, `patchedDependencies` in pnpm-workspace.yaml or a package.json's `pnpm`
// field, a patch-package or Yarn `patch:` setup) unless a decision record in docs/decisions names each
// patched package and the upstream issue it works around, on lines of their own:
//
//   Patches: react-dom
//   Upstream: https://github.com/facebook/react/issues/12345
//
// (`Patches:` takes a comma-separated list.) docs/decisions/0056 says why.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'build', 'coverage', 'test-results']);
const PATCH_TOOLS = ['patch-package', '@milahu/patch-package'];

/** The package a patch file is for, from its name: pnpm's `@scope__name@1.2.3.patch`, patch-package's `@scope+name+1.2.3.patch` or `a++b+1.2.3.patch` (b nested in a). */
export function packageOfPatchFile(file) {
  const base = path.basename(file).replace(/\.(?:patch|diff)$/, '');
  if (!base.includes('+')) return withoutVersion(base.replace('__', '/'));
  const parts = base.split('++').at(-1).split('+');
  return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

/** `@scope/name@1.2.3` or `name@^1` → the package name. */
function withoutVersion(spec) {
  const at = spec.indexOf('@', 1);
  return at > 0 ? spec.slice(0, at) : spec;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** The repository's folders that hold a package.json (the root and its workspace packages), two levels deep. */
function packageDirs(root) {
  const dirs = [root];
  const walk = (dir, depth) => {
    if (depth === 0) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name.startsWith('.') || SKIPPED_DIRS.has(entry.name)) continue;
      const sub = path.join(dir, entry.name);
      if (existsSync(path.join(sub, 'package.json'))) dirs.push(sub);
      walk(sub, depth - 1);
    }
  };
  walk(root, 2);
  return dirs;
}

/** Keys of the `patchedDependencies:` block of a pnpm-workspace.yaml. */
function workspacePatchedDependencies(text) {
  const keys = [];
  let inBlock = false;
  for (const line of text.split(/\r?\n/)) {
    if (/^patchedDependencies:\s*(?:#.*)?$/.test(line)) {
      inBlock = true;
      continue;
    }
    if (!inBlock || /^\s*(?:#.*)?$/.test(line)) continue;
    const entry = /^\s+(['"]?)(.+?)\1\s*:/.exec(line);
    if (!entry) break;
    keys.push(entry[2]);
  }
  return keys;
}

/**
 * Every patch of a dependency the repository makes: `{ package, where }`, where `package` is null for a
 * patch tool that is set up but patches nothing the check could name.
 * @param {string} root the repository
 */
export function findPatches(root) {
  const found = [];
  const rel = (file) => path.relative(root, file) || '.';
  const workspaceFile = path.join(root, 'pnpm-workspace.yaml');
  if (existsSync(workspaceFile)) {
    for (const key of workspacePatchedDependencies(readFileSync(workspaceFile, 'utf8'))) {
      found.push({ package: withoutVersion(key), where: `pnpm-workspace.yaml patchedDependencies ${key}` });
    }
  }
  let patchTool = null;
  for (const dir of packageDirs(root)) {
    const manifestFile = path.join(dir, 'package.json');
    const manifest = readJson(manifestFile);
    if (manifest) {
      for (const key of Object.keys(manifest.pnpm?.patchedDependencies ?? {})) {
        found.push({ package: withoutVersion(key), where: `${rel(manifestFile)} pnpm.patchedDependencies ${key}` });
      }
      for (const field of ['dependencies', 'devDependencies', 'optionalDependencies', 'resolutions']) {
        for (const [name, spec] of Object.entries(manifest[field] ?? {})) {
          if (PATCH_TOOLS.includes(name)) patchTool ??= `${rel(manifestFile)} ${field} ${name}`;
          if (typeof spec === 'string' && spec.startsWith('patch:')) {
            found.push({ package: name, where: `${rel(manifestFile)} ${field} ${name}: patch:` });
          }
        }
      }
      for (const [name, script] of Object.entries(manifest.scripts ?? {})) {
        if (typeof script === 'string' && /\bpatch-package\b/.test(script)) patchTool ??= `${rel(manifestFile)} scripts.${name}`;
      }
    }
    for (const patchesDir of [path.join(dir, 'patches'), path.join(dir, '.yarn', 'patches')]) {
      if (!existsSync(patchesDir) || !statSync(patchesDir).isDirectory()) continue;
      const files = readdirSync(patchesDir).filter((name) => /\.(?:patch|diff)$/.test(name));
      for (const name of files) found.push({ package: packageOfPatchFile(name), where: rel(path.join(patchesDir, name)) });
      if (files.length === 0) found.push({ package: null, where: `${rel(patchesDir)}/ (a folder for patches)` });
    }
  }
  if (patchTool && !found.some((patch) => patch.package)) found.push({ package: null, where: `${patchTool} (a patch tool with nothing to patch)` });
  return found;
}

/**
 * The packages decision records allow to be patched: each record with `Patches: a, b` and an
 * `Upstream: https://…` line, as package → record.
 * @param {string} root the repository
 */
export function documentedPatches(root) {
  const documented = new Map();
  const dir = path.join(root, 'docs', 'decisions');
  if (!existsSync(dir)) return documented;
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.md')).sort()) {
    const text = readFileSync(path.join(dir, name), 'utf8');
    if (!/^\s*(?:[-*]\s*)?Upstream:\s*<?https?:\/\/\S+/im.test(text)) continue;
    for (const line of text.matchAll(/^\s*(?:[-*]\s*)?Patches:\s*(.+)$/gim)) {
      for (const pkg of line[1].split(',')) {
        const cleaned = pkg.trim().replace(/^`|`$/g, '');
        if (cleaned) documented.set(withoutVersion(cleaned), path.join('docs', 'decisions', name));
      }
    }
  }
  return documented;
}

/** `{ undocumented, documented }`: the repository's patches without and with a decision record. */
export function checkPatches(root) {
  const allowed = documentedPatches(root);
  const undocumented = [];
  const documented = [];
  for (const patch of findPatches(root)) {
    const record = patch.package ? allowed.get(patch.package) : undefined;
    if (record) documented.push({ ...patch, record });
    else undocumented.push(patch);
  }
  return { undocumented, documented };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const { undocumented, documented } = checkPatches(root);
  for (const patch of documented) console.log(`patched, documented: ${patch.package} (${patch.where}; ${patch.record})`);
  for (const patch of undocumented) {
    console.error(`undocumented patch: ${patch.package ?? 'no package'} (${patch.where})`);
  }
  if (undocumented.length > 0) {
    console.error(
      '\nDependencies run as published. Remove the patch, or add a decision record in docs/decisions with the lines\n' +
        '`Patches: <package>` and `Upstream: <URL of the upstream issue>`.',
    );
    process.exit(1);
  }
  console.log(documented.length ? `${documented.length} documented patch(es)` : 'no patched dependencies');
}
