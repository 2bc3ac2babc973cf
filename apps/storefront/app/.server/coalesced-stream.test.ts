import { describe, expect, it } from 'vitest';
import { CoalescedStream, waitsOnDeferredData } from './coalesced-stream';

/** The chunks a stream hands on, in order, until it ends. */
function collect(stream: CoalescedStream): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const out: string[] = [];
    stream.on('data', (chunk: Buffer) => out.push(chunk.toString('utf8')));
    stream.on('end', () => resolve(out));
    stream.on('error', reject);
  });
}

describe('CoalescedStream', () => {
  it('hands on the chunks written in one turn as one', async () => {
    const stream = new CoalescedStream();
    const out = collect(stream);
    stream.write('<html>');
    stream.write(new TextEncoder().encode('<body>'));
    stream.write('</body></html>');
    stream.end();
    expect(await out).toEqual(['<html><body></body></html>']);
  });

  it('keeps later writes (streamed data) as chunks of their own, in order', async () => {
    const stream = new CoalescedStream();
    const out = collect(stream);
    stream.write('shell-1 ');
    stream.write('shell-2');
    await new Promise((resolve) => setTimeout(resolve, 5));
    stream.write('<script>late</script>');
    await new Promise((resolve) => setTimeout(resolve, 5));
    stream.end('tail');
    expect(await out).toEqual(['shell-1 shell-2', '<script>late</script>', 'tail']);
  });

  it('ends empty when nothing was written', async () => {
    const stream = new CoalescedStream();
    const out = collect(stream);
    stream.end();
    expect(await out).toEqual([]);
  });
});

describe('CoalescedStream, whole', () => {
  it('hands on everything written over several turns as one buffer when the stream ends', async () => {
    const stream = new CoalescedStream({ whole: true });
    const chunks: string[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk.toString('utf8')));
    const ended = new Promise((resolve) => stream.on('end', resolve));
    stream.write('shell ');
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(chunks).toEqual([]);
    stream.write('<script>data</script>');
    await new Promise((resolve) => setTimeout(resolve, 5));
    stream.end(' tail');
    await ended;
    expect(chunks).toEqual(['shell <script>data</script> tail']);
  });
});

describe('CoalescedStream once ended', () => {
  it('takes a second end quietly, as React ends its destination again when it closes', async () => {
    const stream = new CoalescedStream({ whole: true });
    const errors: unknown[] = [];
    stream.on('error', (error) => errors.push(error));
    stream.resume();
    const closed = new Promise((resolve) => stream.on('close', resolve));
    stream.end('document');
    await closed;
    const answered = await new Promise<unknown[]>((resolve) => stream.end((...args: unknown[]) => resolve(args)));
    expect(answered).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('waitsOnDeferredData', () => {
  it('finds a promise in a route’s data, as product pages defer warranty offers', () => {
    const offers = new Promise(() => {});
    expect(waitsOnDeferredData({ root: { shell: {} }, 'routes/catch-all': { kind: 'product', page: { warranty: offers } } })).toBe(true);
  });

  it('is false for data that is all there, lists and nulls included', () => {
    expect(waitsOnDeferredData({ root: { shell: { menu: [{ id: 1 }] } }, 'routes/category': { view: { listing: { products: [{ id: 1 }] } }, none: null } })).toBe(false);
  });

  it('does not search lists or past its depth', () => {
    const pending = new Promise(() => {});
    expect(waitsOnDeferredData({ route: { items: [pending] } })).toBe(false);
    expect(waitsOnDeferredData({ route: { a: { b: { c: { d: pending } } } } })).toBe(false);
  });
});
