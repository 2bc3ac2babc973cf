import { describe, expect, it } from 'vitest';
import { CoalescedStream } from './coalesced-stream';

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
