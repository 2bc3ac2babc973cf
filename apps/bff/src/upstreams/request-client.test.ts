import { describe, expect, it } from 'vitest';
import type { CommerceClient } from './commerce.upstream.js';
import { bindClient, clientFor, sharedReadClientFor } from './request-client.js';

/** A stand-in with the client's shape: each route records the arguments it was called with. */
function recordingClient() {
  const calls: { route: string; args: unknown }[] = [];
  const route = (name: string) => async (args?: unknown) => {
    calls.push({ route: name, args });
    return { status: 200, body: {} };
  };
  const client = { pools: { list: route('pools.list'), get: route('pools.get') }, delivery: { inYourHands: route('delivery.inYourHands') } };
  return { client: client as unknown as CommerceClient, calls };
}

describe('bindClient', () => {
  it('puts the request id and the shopper address on every call', async () => {
    const { client, calls } = recordingClient();
    const bound = bindClient(client, { requestId: 'req-1', clientAddress: '203.0.113.7' });
    await bound.pools.get({ params: { id: '3' }, headers: { authorization: 'Bearer t' } } as never);
    await bound.delivery.inYourHands({ body: { zip: '33101' } } as never);
    expect(calls).toEqual([
      { route: 'pools.get', args: { requestId: 'req-1', clientAddress: '203.0.113.7', params: { id: '3' }, headers: { authorization: 'Bearer t' } } },
      { route: 'delivery.inYourHands', args: { requestId: 'req-1', clientAddress: '203.0.113.7', body: { zip: '33101' } } },
    ]);
  });

  it('lets a call name its own options, and calls without arguments still carry the request', async () => {
    const { client, calls } = recordingClient();
    const bound = bindClient(client, { requestId: 'req-2', clientAddress: '198.51.100.1' });
    await bound.pools.list({ clientAddress: undefined, deadlineMs: 900 } as never);
    await (bound.pools.list as unknown as () => Promise<unknown>)();
    expect(calls.map((c) => c.args)).toEqual([
      { requestId: 'req-2', clientAddress: undefined, deadlineMs: 900 },
      { requestId: 'req-2', clientAddress: '198.51.100.1' },
    ]);
  });

  it('leaves the plain client untouched and binds each request apart', async () => {
    const { client, calls } = recordingClient();
    const first = clientFor(client, { id: 'a', clientAddress: '192.0.2.1' } as never);
    const second = clientFor(client, { id: 'b', clientAddress: '192.0.2.2' } as never);
    await first.pools.list({} as never);
    await second.pools.list({} as never);
    await client.pools.list({} as never);
    expect(calls.map((c) => c.args)).toEqual([{ requestId: 'a', clientAddress: '192.0.2.1' }, { requestId: 'b', clientAddress: '192.0.2.2' }, {}]);
    expect(first.pools).toBe(first.pools);
  });

  it('binds only the request id for a read everyone shares: no one\'s address goes with it', async () => {
    const { client, calls } = recordingClient();
    await sharedReadClientFor(client, { id: 'c', clientAddress: '192.0.2.3' } as never).pools.list({} as never);
    expect(calls.map((c) => c.args)).toEqual([{ requestId: 'c' }]);
  });
});
