import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readBarrel, rewriteBarrelImports } from './barrel-imports';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const PACKAGES = {
  '@pool/cart-domain': path.join(root, 'packages/cart-domain/src/index.ts'),
  '@pool/account-domain': path.join(root, 'packages/account-domain/src/index.ts'),
};
const barrels = new Map(Object.entries(PACKAGES).map(([name, file]) => [name, readBarrel(file)]));
const cartFile = (name: string) => path.join(root, `packages/cart-domain/src/${name}.ts`);

/** Every source file of the storefront's browser-side app (tests and server modules aside). */
function appSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '.server' ? [] : appSources(file);
    return /\.tsx?$/.test(entry.name) && !/\.(test|server)\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('readBarrel', () => {
  it('maps the names a barrel re-exports, listed or with export *, to the modules that define them', () => {
    const cart = barrels.get('@pool/cart-domain')!;
    expect(cart.get('checkCard')).toBe(cartFile('card'));
    expect(cart.get('CardBrand')).toBe(cartFile('card'));
    expect(cart.get('FREE_SHIPPING_THRESHOLD')).toBe(cartFile('free-shipping'));
    const account = barrels.get('@pool/account-domain')!;
    expect(account.get('ACCOUNT_SIDEBAR_LINKS')).toBe(path.join(root, 'packages/account-domain/src/navigation.ts'));
    expect(account.get('NavLink')).toBe(path.join(root, 'packages/account-domain/src/navigation.ts'));
  });
});

describe('rewriteBarrelImports', () => {
  it('imports each name from the module that defines it, types too, on as many lines as before', () => {
    const code = "import { checkCard, FREE_SHIPPING_THRESHOLD as LIMIT, type CardBrand } from '@pool/cart-domain';\nimport {\n  parseExpiry,\n} from '@pool/cart-domain';\nconst x = 1;";
    const rewritten = rewriteBarrelImports(code, barrels);
    expect(rewritten).toBe(
      `import { checkCard, type CardBrand } from '${cartFile('card')}'; import { FREE_SHIPPING_THRESHOLD as LIMIT } from '${cartFile('free-shipping')}';\n` +
      `import { parseExpiry } from '${cartFile('card')}';\n\n\nconst x = 1;`,
    );
    expect(rewritten.split('\n')).toHaveLength(code.split('\n').length);
  });

  it('leaves other packages, and an import of a name the barrel does not place, as they are', () => {
    const code = "import { bffContract } from '@pool/api-contract';\nimport { noSuchName, checkCard } from '@pool/cart-domain';";
    expect(rewriteBarrelImports(code, barrels)).toBe(code);
  });

  it("rewrites every import of the domain barrels in the storefront's browser code (none falls back to a barrel)", () => {
    const files = appSources(path.join(root, 'apps/storefront/app'));
    const importing = files.filter((file) => /from '@pool\/(?:cart|account)-domain'/.test(readFileSync(file, 'utf8')));
    expect(importing.length).toBeGreaterThan(20);
    for (const file of importing) {
      expect(rewriteBarrelImports(readFileSync(file, 'utf8'), barrels), file).not.toMatch(/from '@pool\/(?:cart|account)-domain'/);
    }
  });
});
