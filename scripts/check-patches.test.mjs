import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { checkPatches, packageOfPatchFile } from './check-patches.mjs';

const SCRIPT = fileURLToPath(new URL('./check-patches.mjs', import.meta.url));
const repos = [];

/** A throwaway repository: `files` maps paths to their text (objects are written as JSON). */
function repo(files) {
  const root = mkdtempSync(path.join(tmpdir(), 'check-patches-'));
  repos.push(root);
  const all = { 'package.json': { name: 'store', private: true }, ...files };
  for (const [file, content] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  }
  return root;
}

const PNPM_PATCH = {
  'pnpm-workspace.yaml': "packages:\n  - apps/*\npatchedDependencies:\n  '@remix-run/router@1.23.3': patches/@remix-run__router@1.23.3.patch\n",
  'patches/@remix-run__router@1.23.3.patch': 'diff --git a/dist/router.js b/dist/router.js\n',
};
const RECORD = '# 0100 Router patch\n\nPatches: @remix-run/router\nUpstream: https://github.com/remix-run/react-router/issues/1\n';

/** Runs the check as CI does, on a copy of the script inside `root`'s scripts folder. */
function runCli(root) {
  mkdirSync(path.join(root, 'scripts'), { recursive: true });
  writeFileSync(path.join(root, 'scripts', 'check-patches.mjs'), readFileSync(SCRIPT, 'utf8'));
  return spawnSync(process.execPath, [path.join(root, 'scripts', 'check-patches.mjs')], { encoding: 'utf8' });
}
afterEach(() => {
  for (const root of repos.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('check-patches', () => {
  it('passes a repository that patches nothing', () => {
    const result = runCli(repo({ 'pnpm-workspace.yaml': 'packages:\n  - apps/*\n', 'apps/web/package.json': { name: 'web' } }));
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('no patched dependencies');
  });

  it('fails on a pnpm patch no decision record documents, naming the package and where it is patched', () => {
    const root = repo({ ...PNPM_PATCH, 'docs/decisions/0100-router.md': '# 0100 Router\n\nNo patch named here.\n' });
    const { undocumented } = checkPatches(root);
    expect(undocumented.map((patch) => patch.package)).toEqual(['@remix-run/router', '@remix-run/router']);
    const result = runCli(root);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('undocumented patch: @remix-run/router (pnpm-workspace.yaml patchedDependencies @remix-run/router@1.23.3)');
    expect(result.stderr).toContain('undocumented patch: @remix-run/router (patches/@remix-run__router@1.23.3.patch)');
  });

  it('passes the same patch once a decision record names the package and its upstream issue', () => {
    const root = repo({ ...PNPM_PATCH, 'docs/decisions/0100-router.md': RECORD });
    expect(checkPatches(root).undocumented).toEqual([]);
    const result = runCli(root);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('patched, documented: @remix-run/router');
  });

  it('does not count a record that names the package without an upstream issue, or names another package', () => {
    expect(runCli(repo({ ...PNPM_PATCH, 'docs/decisions/0100-router.md': '# 0100\n\nPatches: @remix-run/router\n' })).status).toBe(1);
    expect(runCli(repo({ ...PNPM_PATCH, 'docs/decisions/0100-router.md': RECORD.replace('@remix-run/router', 'react-dom') })).status).toBe(1);
  });

  it("finds package.json's pnpm.patchedDependencies in any workspace package", () => {
    const root = repo({ 'apps/web/package.json': { name: 'web', pnpm: { patchedDependencies: { 'react@18.3.1': 'patches/react.patch' } } } });
    expect(checkPatches(root).undocumented).toEqual([{ package: 'react', where: 'apps/web/package.json pnpm.patchedDependencies react@18.3.1' }]);
  });

  it('finds a patch-package setup: its patches, and the tool itself when it patches nothing', () => {
    const withPatch = repo({
      'package.json': { name: 'store', scripts: { postinstall: 'patch-package' }, devDependencies: { 'patch-package': '^8.0.0' } },
      'patches/@remix-run+react+2.17.5.patch': 'diff\n',
    });
    expect(checkPatches(withPatch).undocumented.map((patch) => patch.package)).toEqual(['@remix-run/react']);
    const toolOnly = repo({ 'package.json': { name: 'store', scripts: { postinstall: 'patch-package' } } });
    expect(checkPatches(toolOnly).undocumented).toEqual([{ package: null, where: 'package.json scripts.postinstall (a patch tool with nothing to patch)' }]);
  });

  it("finds Yarn's patch: protocol and an empty patches folder", () => {
    const root = repo({ 'package.json': { name: 'store', resolutions: { react: 'patch:react@npm%3A18.3.1#~/.yarn/patches/react.patch' } } });
    expect(checkPatches(root).undocumented).toEqual([{ package: 'react', where: 'package.json resolutions react: patch:' }]);
    const empty = repo({ 'patches/.gitkeep': '' });
    expect(checkPatches(empty).undocumented.map((patch) => patch.where)).toEqual(['patches/ (a folder for patches)']);
  });

  it('reads the package from pnpm and patch-package file names', () => {
    expect(packageOfPatchFile('react-dom@18.3.1.patch')).toBe('react-dom');
    expect(packageOfPatchFile('@remix-run__react@2.17.5.patch')).toBe('@remix-run/react');
    expect(packageOfPatchFile('react-router-dom+6.30.4.patch')).toBe('react-router-dom');
    expect(packageOfPatchFile('@remix-run+router+1.23.3.patch')).toBe('@remix-run/router');
    expect(packageOfPatchFile('react-aria++@react-aria+utils+3.0.0.patch')).toBe('@react-aria/utils');
  });
});
