import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { requireServiceCaller } from './service-caller.js';

const KEY = 'unit-test-service-key-0123456789abcdef';

function echoAddress() {
  const app = express();
  app.use(requireServiceCaller(KEY));
  app.get('/who', (req, res) => res.json({ clientAddress: req.clientAddress }));
  return app;
}

describe('requireServiceCaller', () => {
  it("takes the shopper's address the BFF forwards, and the peer's when none is forwarded", async () => {
    const forwarded = await request(echoAddress()).get('/who').set('x-service-key', KEY).set('x-client-address', '203.0.113.9').expect(200);
    expect(forwarded.body.clientAddress).toBe('203.0.113.9');
    const direct = await request(echoAddress()).get('/who').set('x-service-key', KEY).expect(200);
    expect(direct.body.clientAddress).toMatch(/127\.0\.0\.1|::1/);
  });

  it('never reaches the route without the key, whatever address is claimed', async () => {
    await request(echoAddress()).get('/who').set('x-client-address', '203.0.113.9').expect(401);
  });
});
