/**
 * A posted form with `fields`, as an action reads it from `request.formData()`. For the tests of the
 * form readers (cart intents, checkout, returns, water test).
 *
 * @example
 * ```ts
 * parseCartIntent(formData({ intent: 'add', productId: '12' }));
 * ```
 */
export function formData(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}
