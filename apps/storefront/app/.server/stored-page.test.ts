import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, deflateParts, gzipJoin, joinAtNonce, pageBody, splitAtNonce, storedPage } from './stored-page';

describe('gzipJoin', () => {
  const page = Buffer.from(
    `<!DOCTYPE html><html><head><script nonce="old">window.a=1</script></head><body>${'<article>Pump ★ 1.5 HP</article>'.repeat(2000)}<script nonce="old" type="module">import "/x.js"</script></body></html>`,
  );

  it('is a gzip stream of the page with the new nonce, for any nonce', () => {
    const parts = splitAtNonce(page, 'old');
    const deflated = deflateParts(parts);
    for (const nonce of ['new', randomBytes(16).toString('base64'), '']) {
      const gzipped = gzipJoin(parts, deflated, nonce);
      expect(zlib.gunzipSync(gzipped).equals(joinAtNonce(parts, nonce))).toBe(true);
      expect(gzipped.length).toBeLessThan(page.length / 10);
    }
  });

  it('handles a page without a nonce, an empty page, and a nonce longer than one stored block', () => {
    const whole = [Buffer.from('<p>no scripts</p>')];
    expect(zlib.gunzipSync(gzipJoin(whole, deflateParts(whole), 'n')).toString()).toBe('<p>no scripts</p>');
    const empty = [Buffer.alloc(0)];
    expect(zlib.gunzipSync(gzipJoin(empty, deflateParts(empty), 'n')).length).toBe(0);
    const parts = [Buffer.from('a="'), Buffer.from('"b')];
    const long = 'x'.repeat(70_000);
    expect(zlib.gunzipSync(gzipJoin(parts, deflateParts(parts), long)).toString()).toBe(`a="${long}"b`);
  });

  it('is decoded by a streaming gunzip too (as browsers read it)', async () => {
    const parts = splitAtNonce(page, 'old');
    const gzipped = gzipJoin(parts, deflateParts(parts), 'fresh');
    const chunks: Buffer[] = [];
    const gunzip = zlib.createGunzip();
    gunzip.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise((resolve, reject) => gunzip.on('end', resolve).on('error', reject));
    for (let i = 0; i < gzipped.length; i += 1000) gunzip.write(gzipped.subarray(i, i + 1000));
    gunzip.end();
    await done;
    expect(Buffer.concat(chunks).equals(joinAtNonce(parts, 'fresh'))).toBe(true);
  });
});

describe('acceptsGzip', () => {
  it('reads Accept-Encoding with q-values', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('br')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip('')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});

describe('splitAtNonce / joinAtNonce', () => {
  const page = '<script nonce="abc">1</script><p>nonce="abcd" is text</p><link nonce="abc"/>';

  it('puts the new nonce in every nonce attribute and leaves every other byte alone', () => {
    const segments = splitAtNonce(Buffer.from(page), 'abc');
    expect(segments).toHaveLength(3);
    expect(joinAtNonce(segments, 'XYZ').toString()).toBe('<script nonce="XYZ">1</script><p>nonce="abcd" is text</p><link nonce="XYZ"/>');
    expect(joinAtNonce(segments, 'abc').toString()).toBe(page);
  });

  it('keeps a page without the nonce (or with no nonce at all) whole', () => {
    expect(joinAtNonce(splitAtNonce(Buffer.from('<p>hi</p>'), 'abc'), 'new').toString()).toBe('<p>hi</p>');
    expect(joinAtNonce(splitAtNonce(Buffer.from('<p nonce="">hi</p>'), ''), 'new').toString()).toBe('<p nonce="">hi</p>');
  });
});

describe('pageBody', () => {
  it('answers the page plain or gzipped with the new nonce, compressing it once', () => {
    const page = storedPage(Buffer.from('<script nonce="a">1</script>'), 'a');
    expect(pageBody(page, 'b', false).toString()).toBe('<script nonce="b">1</script>');
    expect(page.deflated).toBeUndefined();
    expect(zlib.gunzipSync(pageBody(page, 'c', true)).toString()).toBe('<script nonce="c">1</script>');
    const deflated = page.deflated;
    expect(zlib.gunzipSync(pageBody(page, 'd', true)).toString()).toBe('<script nonce="d">1</script>');
    expect(page.deflated).toBe(deflated);
  });
});
