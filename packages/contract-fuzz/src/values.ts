import fc from 'fast-check';

/** Largest value of a Postgres `integer`: every id column of the store is one. */
export const INT4_MAX = 2_147_483_647;

/** Strings that have broken parsers, databases and loggers before. */
export const HOSTILE_STRINGS: readonly string[] = [
  '', ' ', '\t', '\n', '\r\n', '0', '-1', '-0', '1.5', '1e3', '1e400', '-1e400', '0x1f', '0b1', '1_000', '+1', ' 1', '1 ',
  'NaN', 'Infinity', '-Infinity', 'null', 'undefined', 'true', 'false', '[]', '{}', '[object Object]',
  '2147483648', '9223372036854775808', '99999999999999999999999999', '-2147483649', '١٢٣', '１２３',
  '\u0000', 'a\u0000b', '%00', '%', '%zz', '%E0%A4%A', '%u0041', '\u0007\u0008\u001b[31m', '\u007f',
  '\u200b', '\u202eevil', '\ufeff', '\ud800', '\udfff', 'ß', 'İ', 'Ǆ', '😀', '👩‍👩‍👧‍👦', '𝕏𝕐', '\u0301\u0301\u0301',
  '..', '.', '../..', '../../../etc/passwd', '..\\..\\windows', '/', '//', '\\', '?', '#', '&', '=', ';',
  "'", '"', '`', "' OR '1'='1", "'; drop table carts; --", '$1', '${jndi:ldap://x}', '{{7*7}}', '<script>alert(1)</script>',
  '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty',
  'a'.repeat(201), 'a'.repeat(301), 'a'.repeat(2049),
];

/** Strings: the hostile list, arbitrary unicode (control characters and lone surrogates included), and long ones. */
export function hostileString(): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom('\u0000', '\u0001', '\u001f', '\u007f', '\u0085', '\u2028', '\ud83d', 'a', '%', '/', '.'), maxLength: 30 }) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom('a', 'é', '😀', '%', '0'), fc.integer({ min: 200, max: 5_000 })).map(([c, n]) => c.repeat(n)) },
  );
}

/** Numbers that are out of range, not integers or not representable (JSON carries all but NaN/Infinity). */
export function hostileNumber(): fc.Arbitrary<number> {
  return fc.oneof(
    fc.constantFrom(0, -0, -1, -2_147_483_648, INT4_MAX + 1, 2 ** 32, 2 ** 53, 2 ** 53 + 2, -(2 ** 53), 1e21, 1e308, -1e308, 5e-324, 0.5, 1.5, -1.5, 501, 100_001),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.integer({ min: -1_000_000, max: 0 }),
  );
}

/** Any JSON value of the wrong kind: null, booleans, hostile numbers and strings, arrays and objects. */
export function hostileJson(): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: hostileString() },
    { weight: 3, arbitrary: hostileNumber() },
    { weight: 2, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], [[]], [{}], { '': null }) },
    { weight: 1, arbitrary: fc.array(fc.oneof(hostileString(), hostileNumber()), { maxLength: 5 }) },
    { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('a', '0', '__proto__', 'constructor', ''), fc.oneof(hostileString(), hostileNumber()), { maxKeys: 3 }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );
}

/**
 * JSON texts that are not JSON, or that JSON.parse reads into values the wire cannot otherwise carry
 * (`1e400` is Infinity; a deep nesting).
 */
export const MALFORMED_JSON: readonly string[] = [
  '{', '}', '[', '{"a":', '{"a":1,}', '{a:1}', "{'a':1}", '{"a":1}}', '{"a":1} {"b":2}', '[1,2', '"unterminated',
  'NaN', 'Infinity', '-Infinity', 'undefined', '{"a":NaN}', '{"a":Infinity}', '{"a":0x10}', '{"a":01}', '{"a":1.}', '{"a":.5}',
  '{"a":"\\u00zz"}', '{"a":"\\x41"}', '{"a":"\u0000"}', '\ufeff{}', '{"a":1}\u0000', '/* c */ {}', '// c\n{}',
  'tru', 'nul', '<xml/>', 'a=1&b=2', '--boundary', '\u00ff\u00fe{', '{"a":"\ud800"}',
  '{"quantity":1e400}', '{"productId":1e400}', '{"product_id":-1e400}', '[' .repeat(2_000) + ']'.repeat(2_000),
  '{"a":'.repeat(500) + '1' + '}'.repeat(500),
];
