import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Where each name a package's barrel (`src/index.ts`) exports is defined: name → module file. */
export type BarrelMap = Map<string, string>;

/** The names a module exports itself: declarations and local `export { a, b as c }` lists. */
function ownExports(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/^export\s+(?:declare\s+)?(?:async\s+)?(?:function\*?|const|let|var|class|type|interface|enum|abstract\s+class)\s+([A-Za-z_$][\w$]*)/gm)) {
    names.push(match[1]!);
  }
  for (const match of source.matchAll(/^export\s+(?:type\s+)?\{([^}]*)\}\s*;/gm)) names.push(...listedNames(match[1]!));
  return names;
}

/** The exported names of an `{ a, type B, c as d }` list. */
function listedNames(list: string): string[] {
  return list
    .split(',')
    .map((item) => item.trim().replace(/^type\s+/, ''))
    .filter(Boolean)
    .map((item) => item.split(/\s+as\s+/).at(-1)!.trim());
}

/** The module file a barrel's relative specifier (`./card.js`) names. */
const moduleFile = (dir: string, specifier: string) => path.resolve(dir, specifier.replace(/\.js$/, '.ts'));

/**
 * Reads a barrel made of `export { a, b } from './x.js'`, `export type { … } from` and `export * from`
 * lines (the domain packages' `src/index.ts`) into the file that defines each name. Renamed re-exports
 * (`a as b`) are left out: an import of those stays on the barrel.
 *
 * @example
 * ```ts
 * readBarrel('/repo/packages/cart-domain/src/index.ts').get('checkCard'); // '/repo/packages/cart-domain/src/card.ts'
 * ```
 */
export function readBarrel(indexFile: string): BarrelMap {
  const dir = path.dirname(indexFile);
  const map: BarrelMap = new Map();
  const source = readFileSync(indexFile, 'utf8');
  for (const match of source.matchAll(/^export\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'([^']+)'/gm)) {
    for (const item of match[1]!.split(',').map((part) => part.trim().replace(/^type\s+/, '')).filter(Boolean)) {
      if (!/\s+as\s+/.test(item)) map.set(item, moduleFile(dir, match[2]!));
    }
  }
  for (const match of source.matchAll(/^export\s+\*\s+from\s*'([^']+)'/gm)) {
    const file = moduleFile(dir, match[1]!);
    for (const name of ownExports(readFileSync(file, 'utf8'))) if (!map.has(name)) map.set(name, file);
  }
  return map;
}

/**
 * Rewrites `import { a, b } from '<package>'` into imports of the modules that define `a` and `b`,
 * when the barrel says where every imported name is; anything else is left as it is.
 *
 * @example
 * ```ts
 * rewriteBarrelImports("import { checkCard } from '@pool/cart-domain';", new Map([['@pool/cart-domain', barrel]]));
 * // "import { checkCard } from '/repo/packages/cart-domain/src/card.ts';"
 * ```
 */
export function rewriteBarrelImports(code: string, barrels: Map<string, BarrelMap>): string {
  return code.replace(/^import\s+(type\s+)?\{([^}]*)\}\s*from\s*'([^']+)';?/gm, (statement, typeOnly: string | undefined, list: string, from: string) => {
    const barrel = barrels.get(from);
    if (!barrel) return statement;
    const items = list.split(',').map((item) => item.trim()).filter(Boolean);
    const byFile = new Map<string, string[]>();
    for (const item of items) {
      const name = item.replace(/^type\s+/, '').split(/\s+as\s+/)[0]!.trim();
      const file = barrel.get(name);
      if (!file) return statement;
      byFile.set(file, [...(byFile.get(file) ?? []), item]);
    }
    // On as many lines as before, so that line numbers stay true.
    return [...byFile].map(([file, names]) => `import ${typeOnly ?? ''}{ ${names.join(', ')} } from '${file}';`).join(' ') + '\n'.repeat(statement.split('\n').length - 1);
  });
}

/**
 * A browser-build plugin: imports of the domain packages' barrels become imports of the modules that
 * define what is imported. Rollup pulls a manual chunk's static dependencies into it, and a barrel's
 * dependencies are every module it re-exports, so one header import of `FREE_SHIPPING_THRESHOLD` used
 * to carry card checks, address rules and account navigation into every page's shell chunk (decision
 * 0045). What each page runs is unchanged: the same modules, reached without the barrel.
 */
export function barrelImports(packages: Record<string, string>): Plugin {
  let barrels: Map<string, BarrelMap> | undefined;
  return {
    name: 'pool:barrel-imports',
    enforce: 'pre',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    transform(code, id) {
      if (!/\.[cm]?tsx?$/.test(id.split('?')[0] ?? id) || !code.includes('@pool/')) return null;
      barrels ??= new Map(Object.entries(packages).map(([name, indexFile]) => [name, readBarrel(indexFile)]));
      const rewritten = rewriteBarrelImports(code, barrels);
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}
