/** A personal answer: kept by no cache, the browser's included. */
export function noStore(res: { set: (name: string, value: string) => unknown }): void {
  res.set('cache-control', 'private, no-store');
}
