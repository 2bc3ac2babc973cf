import fc from 'fast-check';
import { ZodFirstPartyTypeKind, type ZodTypeAny } from 'zod';
import { matchRoute, type ContractRoute } from './routes.js';
import { INT4_MAX, MALFORMED_JSON, hostileJson, hostileString } from './values.js';
import {
  impossibleIntId, impossibleUuid, isImpossibleUuid, isIntegerSchema, isUuidSchema, objectShape, unwrapTo, validArbitrary, type ArbitraryHints,
} from './zod-arbitrary.js';

/** Who sends the request: headers to set (a cookie, a bearer token); `null` removes a generated header. */
export interface AuthContext {
  name: string;
  headers: Record<string, string | null>;
}

export interface FuzzOptions {
  /** Every route of the contract, in declaration order: a mutated path may reach another route. */
  routes: readonly ContractRoute[];
  /** The app's own query parser (`app.get('query parser fn')`), so a query is judged as the server reads it. */
  parseQuery: (raw: string) => unknown;
  auth: readonly AuthContext[];
  hints?: ArbitraryHints;
  /** Headers every request carries unless a mutation drops them (the service key). */
  baseHeaders?: Record<string, string>;
}

/**
 * Why a request may be sent:
 * - `invalid`: the route it reaches refuses its params, query, body or headers (checked with the
 *   contract's own zod schemas, on the values the server will see), so the handler never runs;
 * - `unknown-id`: valid, but it names something that cannot exist (see {@link unknownIdsOnly});
 * - `read`: it reaches a GET route (reads never write, whatever they are given);
 * - `unrouted`: no route of the contract has this method and path;
 * - `valid`: a well-formed write, which may legitimately write: never sent.
 */
export type Verdict = 'invalid' | 'unknown-id' | 'read' | 'unrouted' | 'valid';

export interface FuzzCase {
  /** The mutation that made it, e.g. `body.field`, `query.raw`, `params.hostile`. */
  kind: string;
  auth: string;
  method: string;
  /** The request target as it goes on the wire: path and query, already percent-encoded (or deliberately not). */
  target: string;
  headers: Record<string, string>;
  body: string | Buffer | null;
  verdict: Verdict;
  /** The route the request reaches, which may differ from the fuzzed one. */
  reaches: string | null;
}

const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;
const ID_KEY = /(^id$|Id$|_id$)/;
/**
 * Request line and headers stay under Node's 16 KiB limit, past which its HTTP parser (not the app)
 * answers 431 without a body: the target gets up to 8,000 characters, the headers the rest.
 */
const MAX_TARGET = 8_000;
const MAX_HEAD = 14_000;

type Json = unknown;
type Path = (string | number)[];

interface Draft {
  kind: string;
  method: string;
  /** Raw (wire) path segments of each param. */
  params: Record<string, string>;
  pathOverride?: string;
  query: Record<string, unknown>;
  rawQuery?: string;
  headers: Record<string, string | null>;
  /** A JSON value (serialised when sent), raw text, or nothing. */
  body: { json: Json } | { text: string } | { bytes: Buffer } | null;
  contentType: string | null;
  contentEncoding?: string;
}

// ---------------------------------------------------------------------------------------------------
// Wire encoding and what the server sees
// ---------------------------------------------------------------------------------------------------

/** Encodes everything but unreserved characters, so any string is a safe path segment or query part. */
const encode = (value: string): string => {
  try {
    return encodeURIComponent(value);
  } catch {
    // Lone surrogates: encode their UTF-16 units as the replacement a server would see.
    return encodeURIComponent(value.replace(/[\ud800-\udfff]/g, '\ufffd'));
  }
};

function serialiseQuery(query: Record<string, unknown>): string {
  const parts: string[] = [];
  const add = (key: string, value: unknown): void => {
    if (value === undefined) return;
    if (Array.isArray(value)) for (const item of value) add(key, item);
    else if (value !== null && typeof value === 'object') for (const [sub, item] of Object.entries(value)) add(`${key}[${sub}]`, item);
    else parts.push(`${encode(key)}=${encode(String(value))}`);
  };
  for (const [key, value] of Object.entries(query)) add(key, value);
  return parts.join('&');
}

/** A header value as Node sends it and the server reads it: Latin-1 without controls, trimmed. */
const headerValue = (value: string): string =>
  value.replace(/[^\t\x20-\x7e\x80-\xff]/g, '?').replace(/^[\t ]+|[\t ]+$/g, '');

function bodyText(body: Draft['body']): string | Buffer | null {
  if (body === null) return null;
  if ('json' in body) return JSON.stringify(body.json) ?? 'null';
  if ('text' in body) return body.text;
  return body.bytes;
}

/**
 * The body value a JSON server sees, read as body-parser reads it: nothing sent is `{}`, the bytes are
 * decoded as UTF-8 (a lone surrogate sent becomes U+FFFD) and a leading byte order mark is dropped
 * (iconv-lite does, as RFC 8259 allows); bytes that are not JSON are invalid.
 */
export function bodyValue(text: string | Buffer | null): { ok: true; value: unknown } | { ok: false } {
  if (text === null || text.length === 0) return { ok: true, value: {} };
  const decoded = (typeof text === 'string' ? Buffer.from(text, 'utf8') : text).toString('utf8').replace(/^\ufeff/, '');
  try {
    return { ok: true, value: JSON.parse(decoded) };
  } catch {
    return { ok: false };
  }
}

const passes = (schema: ZodTypeAny | null, value: unknown): boolean => schema === null || schema.safeParse(value).success;

/** Integer `…id` fields anywhere in a value, with their values. */
function idFields(value: unknown, shape: ZodTypeAny | null, out: unknown[] = []): unknown[] {
  const fields = objectShape(shape);
  if (Array.isArray(value)) {
    const element = shape ? arrayElement(shape) : null;
    for (const item of value) idFields(item, element, out);
  } else if (value !== null && typeof value === 'object' && fields) {
    for (const [key, item] of Object.entries(value)) {
      const field = Object.hasOwn(fields, key) ? fields[key]! : null;
      if (field && ID_KEY.test(key) && isIntegerSchema(field)) out.push(item);
      else if (field) idFields(item, field, out);
    }
  }
  return out;
}

function arrayElement(schema: ZodTypeAny): ZodTypeAny | null {
  const array = unwrapTo(schema, ZodFirstPartyTypeKind.ZodArray);
  return array ? (array._def as { type: ZodTypeAny }).type : null;
}

/**
 * A valid request that still cannot write: one of its uuid path parameters (which name the row a
 * write changes: a cart, a cart line) is a uuid no database holds; or, on a route without uuid
 * parameters, every integer id it carries (`product_id`, `customer_id`...) is beyond the `integer`
 * range of the id columns.
 */
function unknownIdsOnly(route: ContractRoute, params: Record<string, string>, body: unknown, query: unknown): boolean {
  const shape = objectShape(route.pathParams);
  const uuidParams = route.paramNames.filter((name) => shape?.[name] && isUuidSchema(shape[name]!));
  if (uuidParams.length > 0) return uuidParams.some((name) => isImpossibleUuid(params[name]));
  const ids = [...idFields(body, route.body), ...idFields(query, route.query)];
  return ids.length > 0 && ids.every((id) => typeof id === 'number' && id > INT4_MAX);
}

export function judge(options: FuzzOptions, method: string, target: string, headers: Record<string, string>, body: string | Buffer | null): { verdict: Verdict; reaches: string | null } {
  const queryAt = target.indexOf('?');
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  const rawQuery = queryAt === -1 ? '' : target.slice(queryAt + 1);
  const match = matchRoute(options.routes, method, path);
  if (!match) return { verdict: 'unrouted', reaches: null };
  const { route, rawParams } = match;
  const params: Record<string, string> = {};
  try {
    for (const [name, raw] of Object.entries(rawParams)) params[name] = decodeURIComponent(raw);
  } catch {
    return { verdict: 'invalid', reaches: route.id };
  }
  const query = options.parseQuery(rawQuery);
  const seenBody = route.body ? bodyValue(body) : { ok: true as const, value: undefined };
  const lowerHeaders = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  const valid = passes(route.pathParams, params) && passes(route.headers, lowerHeaders) && passes(route.query, query)
    && seenBody.ok && passes(route.body, seenBody.value);
  if (!valid) return { verdict: 'invalid', reaches: route.id };
  if (route.method === 'GET') return { verdict: 'read', reaches: route.id };
  return { verdict: unknownIdsOnly(route, params, seenBody.ok ? seenBody.value : undefined, query) ? 'unknown-id' : 'valid', reaches: route.id };
}

// ---------------------------------------------------------------------------------------------------
// Mutations
// ---------------------------------------------------------------------------------------------------

/** Every path into a JSON value (objects and arrays), the root included. */
function pathsOf(value: Json, prefix: Path = [], out: Path[] = []): Path[] {
  out.push(prefix);
  if (Array.isArray(value)) value.forEach((item, index) => pathsOf(item, [...prefix, index], out));
  else if (value !== null && typeof value === 'object') for (const [key, item] of Object.entries(value)) pathsOf(item, [...prefix, key], out);
  return out;
}

function setAt(value: Json, path: Path, replacement: Json | typeof REMOVE): Json {
  if (path.length === 0) return replacement === REMOVE ? undefined : replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    if (rest.length === 0 && replacement === REMOVE) copy.splice(head as number, 1);
    else copy[head as number] = setAt(copy[head as number], rest, replacement);
    return copy;
  }
  const copy = { ...(value as Record<string, Json>) };
  if (rest.length === 0 && replacement === REMOVE) delete copy[head as string];
  else copy[head as string] = setAt(copy[head as string], rest, replacement);
  return copy;
}
const REMOVE = Symbol('remove');

const pick = <T>(items: readonly T[], n: number): T => items[Math.abs(n) % items.length]!;

/** Path segments that must not confuse routing: dot segments, encoded separators and NULs, bad escapes, long ones. */
const HOSTILE_SEGMENTS: readonly string[] = [
  '..', '.', '%2e%2e', '%2E%2E', '.%2e', '%2e', '%00', 'a%00b', '%zz', '%', '%E0%A4%A', '%C0%AE%C0%AE', '%2F', '..%2F..%2F', '%5C', '%3F', '%23',
  '%20', '+', ';', ';x=1', 'NaN', 'null', 'undefined', '-1', '0', '1e3', '0x10', '2147483648', '99999999999999999999', '%F0%9F%98%80',
  '%EF%BB%BF', '%E2%80%AE', 'a'.repeat(300), 'a'.repeat(5_000), '%25', '%252e%252e', '~', '*', '$', '!',
];

function hostileSegment(): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_SEGMENTS) },
    { weight: 2, arbitrary: hostileString().map(encode) },
    { weight: 1, arbitrary: fc.constantFrom('', 'a/b', '../x', 'x/..') },
  );
}

function hostileQuery(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(
      '%zz=1', 'a=%zz', 'q=%E0%A4%A', '=', '&&&', '?', 'a[=1', 'a]=1', 'a[b][c][d][e][f][g]=1', 'a[]=1&a[]=2', 'a[0]=1&a[1]=2&a[50]=3',
      'a=1&a[b]=2', 'a[b]=1&a=2', '__proto__[x]=1', 'constructor[prototype][x]=1', 'a=1;b=2', 'a=%00', '%00=1', 'a=\u00ff',
      'q=%F0%9F%98%80', 'q=%ED%A0%80', 'page=1&page=2', 'page[]=1', 'page[a]=1', 'f=a%3Ab&f[x]=c', 'f[21]=brand:x&f[0]=brand:y',
    ),
    fc.array(fc.tuple(fc.constantFrom('f', 'f[]', 'f[0]', 'q', 'page', 'sort', 'x', 'a[b]'), hostileString()), { maxLength: 40 })
      .map((pairs) => pairs.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&')),
    fc.integer({ min: 900, max: 1_300 }).map((n) => Array.from({ length: n }, (_, i) => `k${i}=1`).join('&')),
  );
}

const WRONG_CONTENT_TYPES = [
  'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'text/html',
  'application/json; charset=utf-16', 'application/json; charset=latin1', 'application/json; charset=nonsense',
  'application/vnd.api+json', 'application/merge-patch+json', 'APPLICATION/JSON', 'application/json;;;', 'json', '*/*', '',
  'application/octet-stream', 'application/jsonx', 'text/json',
];

const HOSTILE_HEADER_NAMES = ['x-request-id', 'x-client-address', 'accept', 'accept-language', 'user-agent', 'referer', 'x-forwarded-for', 'cookie', 'origin', 'sec-fetch-site', 'if-none-match', 'range'];

/**
 * A request that breaks the route's contract somewhere (or names what cannot exist), built from a
 * near-valid base so each mutation tests one thing. Judged with {@link judge}: the case says whether
 * it may be sent.
 */
export function fuzzCase(route: ContractRoute, options: FuzzOptions): fc.Arbitrary<FuzzCase> {
  const hints = options.hints ?? {};
  const baseParams = route.pathParams ? validArbitrary(route.pathParams, 'text', hints) : fc.constant({});
  const baseQuery = route.query ? validArbitrary(route.query, 'text', hints) : fc.constant({});
  const baseBody = route.body ? validArbitrary(route.body, 'json', hints) : fc.constant(undefined);
  const baseHeaders = route.headers ? validArbitrary(route.headers, 'text', hints) : fc.constant({});
  const base = fc.record({
    params: baseParams as fc.Arbitrary<Record<string, unknown>>,
    query: baseQuery as fc.Arbitrary<Record<string, unknown>>,
    body: baseBody,
    headers: baseHeaders as fc.Arbitrary<Record<string, unknown>>,
    auth: fc.constantFrom(...options.auth),
  });

  const kinds: string[] = ['method', 'path', 'content-type', 'body.raw'];
  if (route.paramNames.length > 0) kinds.push('params.hostile', 'params.hostile', 'unknown-id');
  if (route.query) kinds.push('query.field', 'query.field', 'query.missing', 'query.extra', 'query.raw');
  else kinds.push('query.junk');
  if (route.body) kinds.push('body.field', 'body.field', 'body.field', 'body.missing', 'body.extra', 'body.shape', 'body.huge', 'content-encoding', 'unknown-id');
  if (route.headers) kinds.push('headers.field', 'headers.field', 'headers.missing');

  // Only what a kind uses is generated: a 1,000-parameter query string is not built for a body mutation.
  const uses = (kind: string, ...names: string[]) => names.includes(kind);
  const none = fc.constant(null);
  const mutation = fc.constantFrom(...kinds).chain((kind) => fc.record({
    kind: fc.constant(kind),
    n1: fc.nat(),
    n2: fc.nat(),
    json: uses(kind, 'body.field', 'body.extra', 'body.shape', 'content-type') || (!route.body && route.method !== 'GET') ? hostileJson() : none,
    text: uses(kind, 'query.field', 'query.extra', 'headers.field') ? hostileString() : fc.constant(''),
    segment: uses(kind, 'params.hostile') ? hostileSegment() : fc.constant(''),
    rawQuery: uses(kind, 'query.raw', 'query.junk') ? hostileQuery() : fc.constant(''),
    malformed: uses(kind, 'method', 'body.raw', 'content-type') ? fc.constantFrom(...MALFORMED_JSON) : fc.constant('{'),
    contentType: uses(kind, 'content-type') ? fc.constantFrom(...WRONG_CONTENT_TYPES) : fc.constant('text/plain'),
    uuid: uses(kind, 'unknown-id') ? impossibleUuid() : fc.constant(''),
    bigId: uses(kind, 'unknown-id') ? impossibleIntId() : fc.constant(0),
  }));
  const decorations = fc.option(fc.tuple(fc.constantFrom(...HOSTILE_HEADER_NAMES), hostileString()), { freq: 3 });

  return fc.tuple(base, mutation, decorations).map(([b, { kind, n1, n2, json, text, segment, rawQuery, malformed, contentType, uuid, bigId }, decoration]) => {
    const params = Object.fromEntries(Object.entries(b.params).map(([key, value]) => [key, encode(String(value))]));
    const headers: Record<string, string | null> = { ...(options.baseHeaders ?? {}) };
    if (decoration) headers[decoration[0]] = decoration[1];
    for (const [key, value] of Object.entries(b.headers)) headers[key] = String(value);
    Object.assign(headers, b.auth.headers);
    const draft: Draft = {
      kind,
      method: route.method,
      params,
      query: b.query,
      headers,
      body: route.body ? { json: b.body } : route.method === 'GET' ? null : { json: json },
      contentType: route.method === 'GET' ? null : 'application/json',
    };
    const bodyValueNow = (): Json => (draft.body && 'json' in draft.body ? draft.body.json : undefined);
    switch (kind) {
      case 'method': {
        const others = ['GET', ...WRITE_METHODS].filter((method) => method !== route.method);
        draft.method = pick(others, n1);
        // A write method always carries bytes that are not JSON, so no route can accept it.
        if (draft.method !== 'GET') {
          draft.body = { text: malformed };
          draft.contentType = 'application/json';
        } else {
          draft.body = null;
          draft.contentType = null;
        }
        break;
      }
      case 'path': {
        const variants = [
          (p: string) => p.toUpperCase(), (p: string) => `${p}/`, (p: string) => `/${p}`, (p: string) => p.replace(/\//g, '//'),
          (p: string) => p.replace(/\//g, '/./'), (p: string) => p.replace(/\/([^/]+)$/, '/%2F$1'), (p: string) => `${p}/..`,
          (p: string) => `${p};x`, (p: string) => `${p}%00`, (p: string) => `${p}.json`, (p: string) => p.replace(/\/[^/]*$/, '/%2e%2e'),
        ];
        draft.pathOverride = pick(variants, n1)(fillPath(route, params));
        break;
      }
      case 'params.hostile': {
        const name = pick(route.paramNames, n1);
        draft.params = { ...params, [name]: segment };
        break;
      }
      case 'unknown-id': {
        const shape = objectShape(route.pathParams);
        const uuidParams = route.paramNames.filter((name) => shape?.[name] && isUuidSchema(shape[name]!));
        // A non-empty subset of the uuid params names nothing (the others may name a real cart).
        const subset = uuidParams.filter((_name, index) => (n2 >> index) % 2 === 1);
        for (const name of subset.length > 0 ? subset : uuidParams) draft.params[name] = uuid;
        if (route.body) draft.body = { json: replaceIds(bodyValueNow(), route.body, bigId) };
        draft.query = replaceIds(draft.query, route.query, bigId) as Record<string, unknown>;
        break;
      }
      case 'query.field':
      case 'query.missing':
      case 'query.extra': {
        const keys = Object.keys(objectShape(route.query) ?? {});
        const key = keys.length > 0 ? pick(keys, n1) : 'x';
        const query = { ...draft.query };
        if (kind === 'query.missing') delete query[key];
        else if (kind === 'query.extra') query[pick(['x', '__proto__', 'constructor', key.toUpperCase(), `${key}[a]`, `${key}[]`], n2)] = text;
        else query[key] = pick<unknown>([text, [text, text], { a: text }, [text, { b: text }], '', text.repeat(3)], n2);
        draft.query = query;
        break;
      }
      case 'query.raw':
      case 'query.junk':
        draft.rawQuery = rawQuery;
        break;
      case 'body.field':
      case 'body.missing':
      case 'body.extra': {
        const value = bodyValueNow();
        const paths = pathsOf(value).filter((path) => path.length > 0);
        if (kind === 'body.extra' || paths.length === 0) {
          const objects = pathsOf(value).filter((path) => {
            const at = path.reduce<Json>((v, k) => (v as Record<string | number, Json>)?.[k], value);
            return at !== null && typeof at === 'object' && !Array.isArray(at);
          });
          const where = objects.length > 0 ? pick(objects, n1) : [];
          draft.body = { json: setAt(value, [...where, pick(['x', 'extra', '__proto__', 'constructor', '', 'id', 'customer_id', 'productId '], n2)], json) };
        } else {
          const path = pick(paths, n1);
          draft.body = { json: setAt(value, path, kind === 'body.missing' ? REMOVE : json) };
        }
        break;
      }
      case 'body.shape':
        draft.body = { json: pick<Json>([json, [bodyValueNow()], [], null, 0, '', 'x', true, [[bodyValueNow()]]], n1) };
        break;
      case 'body.huge': {
        const size = pick([40_000, 120_000], n1);
        const paths = pathsOf(bodyValueNow()).filter((path) => path.length > 0);
        const big = pick(['a', 'é', '😀', '\u0000'], n2).repeat(size);
        draft.body = paths.length > 0 ? { json: setAt(bodyValueNow(), pick(paths, n2), big) } : { json: { x: big } };
        break;
      }
      case 'body.raw':
        draft.body = { text: malformed };
        draft.contentType = pick(['application/json', 'application/json; charset=utf-8', 'application/problem+json'], n1);
        if (draft.method === 'GET') draft.contentType = 'application/json';
        break;
      case 'content-type': {
        if (draft.method === 'GET') {
          draft.body = { text: malformed };
          draft.contentType = contentType;
          break;
        }
        // The bytes break the body schema too (a mutated value), whatever the server makes of the type.
        const value = bodyValueNow();
        const paths = pathsOf(value).filter((path) => path.length > 0);
        draft.body = { json: paths.length > 0 ? setAt(value, pick(paths, n1), json) : json };
        draft.contentType = contentType;
        break;
      }
      case 'content-encoding': {
        draft.contentEncoding = pick(['gzip', 'deflate', 'br', 'compress', 'x-unknown', 'gzip, gzip', 'identity, gzip'], n1);
        draft.body = { bytes: Buffer.from(pick(['{"not":"compressed"}', '\u001f\u008b\u0008garbage', 'x'], n2), 'latin1') };
        break;
      }
      case 'headers.field': {
        const keys = Object.keys(objectShape(route.headers) ?? {});
        const key = pick(keys, n1);
        draft.headers[key] = pick([text, 'Bearer', 'Bearer ', 'bearer x y', 'Basic dXNlcjpwYXNz', `Bearer ${text}`, 'Bearer ' + 'x'.repeat(9_000), '-1', '1.5', 'abc', '99999999999999999999', '0'], n2);
        break;
      }
      case 'headers.missing': {
        const keys = Object.keys(objectShape(route.headers) ?? {});
        draft.headers[pick(keys, n1)] = null;
        break;
      }
    }
    return finish(route, options, draft, b.auth.name);
  });
}

/** Sets every integer id field (at any depth) to an id no `integer` column holds. */
function replaceIds(value: Json, schema: ZodTypeAny | null, id: number): Json {
  const fields = objectShape(schema);
  if (Array.isArray(value)) {
    const element = schema ? arrayElement(schema) : null;
    return value.map((item) => replaceIds(item, element, id));
  }
  if (value === null || typeof value !== 'object' || !fields) return value;
  const out: Record<string, Json> = {};
  for (const [key, item] of Object.entries(value)) {
    const field = Object.hasOwn(fields, key) ? fields[key] : undefined;
    out[key] = field && ID_KEY.test(key) && isIntegerSchema(field) ? (typeof item === 'string' ? String(id) : id) : field ? replaceIds(item, field, id) : item;
  }
  return out;
}

function fillPath(route: ContractRoute, params: Record<string, string>): string {
  return route.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => params[name] ?? '');
}

function finish(route: ContractRoute, options: FuzzOptions, draft: Draft, auth: string): FuzzCase {
  const path = draft.pathOverride ?? fillPath(route, draft.params);
  const query = draft.rawQuery ?? serialiseQuery(draft.query);
  let target = query ? `${path}?${query}` : path;
  // Whatever the mutation, the target is one Node can send (no spaces, controls or non-Latin-1) and short enough.
  target = target.replace(/[^\x21-\x7e]/g, (char) => encode(char));
  if (target.length > MAX_TARGET) target = target.slice(0, MAX_TARGET).replace(/%[0-9A-Fa-f]?$/, '');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(draft.headers)) if (value !== null) headers[name.toLowerCase()] = headerValue(value);
  // Over budget: the longest header values are cut (whitespace at the cut trimmed, as the server would).
  const headSize = () => target.length + Object.entries(headers).reduce((n, [name, value]) => n + name.length + value.length + 4, 200);
  while (headSize() > MAX_HEAD) {
    const [name, value] = Object.entries(headers).sort(([, a], [, b]) => b.length - a.length)[0]!;
    headers[name] = headerValue(value.slice(0, Math.max(0, value.length - (headSize() - MAX_HEAD) - 1)));
  }
  const body = bodyText(draft.body);
  if (body !== null) {
    if (draft.contentType !== null) headers['content-type'] = headerValue(draft.contentType);
    if (draft.contentEncoding) headers['content-encoding'] = draft.contentEncoding;
  }
  const { verdict, reaches } = judge(options, draft.method, target, headers, body);
  return { kind: draft.kind, auth, method: draft.method, target, headers, body, verdict, reaches };
}

/** Whether a case may be sent: everything but a well-formed write. */
export const sendable = (fuzz: FuzzCase): boolean => fuzz.verdict !== 'valid';


