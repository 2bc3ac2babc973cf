import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useStack } from './test/stack.js';

const stack = useStack({ commerce: { size: 61 } });

let seq = 0;
const newEmail = () => `bff-access-${Date.now().toString(36)}-${++seq}@example.com`;
const register = (email: string, address: string) =>
  request(stack.bff).post('/v1/session/register').set('x-client-address', address).send({ first_name: 'Robin', last_name: 'Reed', email, password: 'blue-heron-42' });
const setsSession = (res: request.Response) => ([] as string[]).concat(res.headers['set-cookie'] ?? []).some((cookie) => cookie.startsWith('session_id='));

describe('no answer tells who has an account (decision 0054)', () => {
  it('registration: a new email is signed in; a known one gets "check your email", no session, and its owner a mail', async () => {
    const email = newEmail();
    const created = await register(email, '203.0.113.70');
    expect(created.status).toBe(200);
    expect(setsSession(created)).toBe(true);

    const again = await register(email.toUpperCase(), '203.0.113.71');
    expect(again.status).toBe(202);
    expect(again.body).toEqual({ message: 'Thank you. Check your email: we have sent you a message about your account.' });
    expect(setsSession(again)).toBe(false);
    expect((await stack.commerce.mails(email))[0]?.subject).toBe('You already have a Pool Supplies account');
  });

  it('forgot and the login-link request: the same status and body for a known and an unknown email', async () => {
    const email = newEmail();
    expect((await register(email, '203.0.113.72')).status).toBe(200);
    for (const path of ['/v1/session/forgot', '/v1/session/login-link']) {
      const known = await request(stack.bff).post(path).set('x-client-address', '203.0.113.73').send({ email });
      const unknown = await request(stack.bff).post(path).set('x-client-address', '203.0.113.73').send({ email: newEmail() });
      expect(known.status).toBe(200);
      expect([unknown.status, unknown.text]).toEqual([known.status, known.text]);
    }
  });
});
