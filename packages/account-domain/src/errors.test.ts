import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstServerMessage, shapeServerError } from './errors.js';

describe('shapeServerError', () => {
  it('401 → Token is expired or incorrect.', () => {
    expect(shapeServerError({ status: 401, data: { message: 'Unauthenticated.' } })).toEqual({
      kind: 'unauthorized',
      status: 401,
      message: 'Token is expired or incorrect.',
    });
  });

  it('403 → You do not have permission to do that.', () => {
    expect(shapeServerError({ status: 403, data: { error: 'nope' } })).toEqual({
      kind: 'forbidden',
      status: 403,
      message: 'You do not have permission to do that.',
    });
  });

  it.each([422, 409] as const)('%i → the server title and the error map as paragraphs', (status) => {
    expect(
      shapeServerError({
        status,
        message: 'Request failed with status code',
        data: { title: 'The given data was invalid.', errors: { zip: ['Zip is required.', 'Zip must be 5 digits.'], city: 'City is required.' } },
      }),
    ).toEqual({
      kind: 'validation',
      status,
      title: 'The given data was invalid.',
      paragraphs: ['Zip is required.', 'Zip must be 5 digits.', 'City is required.'],
    });
  });

  it('a validation error without title or map has a null title and no paragraphs', () => {
    expect(shapeServerError({ status: 422 })).toEqual({ kind: 'validation', status: 422, title: null, paragraphs: [] });
    expect(shapeServerError({ status: 409, data: { title: '  ', errors: null } })).toEqual({
      kind: 'validation',
      status: 409,
      title: null,
      paragraphs: [],
    });
  });

  it('other statuses carry the first available message', () => {
    expect(shapeServerError({ status: 500, message: 'Request failed', data: { error: 'Cart not found' } })).toEqual({
      kind: 'other',
      status: 500,
      message: 'Cart not found',
    });
    expect(shapeServerError({})).toEqual({ kind: 'other', status: null, message: null });
    expect(shapeServerError({ status: 400, data: { title: 'Bad', errors: { zip: ['x'] } } })).toEqual({
      kind: 'other',
      status: 400,
      message: null,
    });
  });
});

describe('firstServerMessage', () => {
  const all = { message: 'B message', data: { error: 'A error', message: 'C data message', errors: { variant: ['D variant'] } } };

  it('takes data.error first', () => {
    expect(firstServerMessage(all)).toBe('A error');
  });

  it('then the error message', () => {
    expect(firstServerMessage({ ...all, data: { ...all.data, error: null } })).toBe('B message');
  });

  it('then data.message', () => {
    expect(firstServerMessage({ data: { ...all.data, error: '' } })).toBe('C data message');
  });

  it('then data.errors.variant (list or string)', () => {
    expect(firstServerMessage({ data: { errors: { variant: ['D variant', 'E'] } } })).toBe('D variant');
    expect(firstServerMessage({ data: { errors: { variant: 'Out of stock' } } })).toBe('Out of stock');
  });

  it('ignores blank messages and other error-map fields', () => {
    expect(firstServerMessage({ message: ' ', data: { errors: { zip: ['Zip is required.'], variant: ['', 'F'] } } })).toBe('F');
    expect(firstServerMessage({ data: { errors: { zip: ['Zip is required.'] } } })).toBeNull();
    expect(firstServerMessage({ data: null })).toBeNull();
  });

  it('the shaped message of a non-special status is always the first present candidate (property)', () => {
    const text = fc.option(fc.constantFrom('', ' ', 'a', 'b', 'c'), { nil: undefined });
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 599 }).filter((s) => ![401, 403, 409, 422].includes(s)),
        text,
        text,
        text,
        text,
        (status, error, message, dataMessage, variant) => {
          const shaped = shapeServerError({ status, message, data: { error, message: dataMessage, errors: variant === undefined ? undefined : { variant } } });
          const expected = [error, message, dataMessage, variant].find((m) => m !== undefined && m.trim() !== '') ?? null;
          expect(shaped).toEqual({ kind: 'other', status, message: expected });
        },
      ),
    );
  });
});
