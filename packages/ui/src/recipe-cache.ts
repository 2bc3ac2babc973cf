import type { RuntimeFn } from '@vanilla-extract/recipes';

// The recipes' own type argument (vanilla-extract does not export its `VariantGroups`).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyRecipe = RuntimeFn<any>;

/**
 * A recipe whose class names are worked out once per combination of variants. A recipe call merges
 * the defaults into a new object and walks every variant (vanilla-extract's `createRuntimeFn`), and a
 * listing renders the same few combinations hundreds of times (a button, stars, a price per card).
 * The variants are few and fixed, so the cache stays small. `.css.ts` modules cannot export it (their
 * exports are serialised at build time), so components wrap the recipes they call.
 *
 * @example
 * ```ts
 * const buttonClass = cachedRecipe(button);
 * buttonClass({ variant: 'primary', fullWidth: true }); // computed once, then looked up
 * ```
 */
export function cachedRecipe<Recipe extends AnyRecipe>(recipe: Recipe): (options?: Parameters<Recipe>[0]) => string {
  const names = recipe.variants() as string[];
  const cache = new Map<string, string>();
  return (options) => {
    const given = options as Record<string, unknown> | undefined;
    let key = '';
    for (const name of names) key += `${String(given?.[name])}|`;
    let classes = cache.get(key);
    if (classes === undefined) {
      classes = recipe(options);
      cache.set(key, classes);
    }
    return classes;
  };
}
