import { describe, expect, it } from 'vitest';
import { flashOf } from '../lib/flash';
import { BffUnavailableError } from './bff';
import { CacheScope } from './cache-scope';
import { refusedWrite } from './write-refusal';

const FAILED = 'Your feedback could not be sent. Please try again.';
const problem = (status: number, title: string) => ({ status, body: { type: 'about:blank', title, status } });
const fetched = () => new Request('http://store.test/tracking/12', { method: 'POST', headers: { 'sec-fetch-mode': 'cors' } });
const answer = (result: ReturnType<typeof refusedWrite>) => ({
  body: result.data,
  status: result.init?.status,
  toast: flashOf(new Headers(result.init?.headers).get('set-cookie'))?.message ?? null,
});

describe('a refused write of a one-message form', () => {
  it("shows the caller's message by the form for the form's own refusals, under the BFF's status", () => {
    expect(answer(refusedWrite(fetched(), { cacheScope: new CacheScope() }, new Headers(), problem(422, 'Unprocessable'), FAILED))).toEqual({
      body: { ok: false, message: FAILED },
      status: 422,
      toast: null,
    });
  });

  it('says a 403 and a server failure in a toast instead, a server failure as a 503', () => {
    expect(answer(refusedWrite(fetched(), { cacheScope: new CacheScope() }, new Headers(), problem(403, 'Staff only.'), FAILED))).toEqual({
      body: { ok: false, message: null },
      status: 403,
      toast: 'You do not have permission to do that.',
    });
    expect(answer(refusedWrite(fetched(), { cacheScope: new CacheScope() }, new Headers(), problem(502, 'Bad Gateway'), FAILED))).toEqual({
      body: { ok: false, message: null },
      status: 503,
      toast: FAILED,
    });
  });

  it('answers 503 with a toast when the BFF could not be reached', () => {
    expect(answer(refusedWrite(fetched(), { cacheScope: new CacheScope() }, new Headers(), new BffUnavailableError('timeout'), FAILED))).toEqual({
      body: { ok: false, message: null },
      status: 503,
      toast: FAILED,
    });
  });
});
