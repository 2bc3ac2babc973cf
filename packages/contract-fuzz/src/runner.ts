import fc from 'fast-check';
import { Agent, request } from 'node:http';
import { fuzzCase, sendable, type FuzzCase, type FuzzOptions } from './requests.js';
import type { ContractRoute } from './routes.js';

export interface FuzzResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One problem with one request: a 5xx, a 4xx without a problem body, no answer, or a write. */
export interface Finding {
  type: '5xx' | 'bad-problem' | 'no-response' | 'write' | 'crash';
  detail: string;
  request: Pick<FuzzCase, 'kind' | 'auth' | 'method' | 'target' | 'verdict' | 'reaches'> & { headers: Record<string, string>; body: string | null };
  status?: number;
  response?: string;
}

/** The figures of a route's run that add up over routes (the report's totals). */
export interface RouteCounts {
  /** Requests sent. */
  requests: number;
  /** Generated cases not sent: well-formed writes. */
  skipped: number;
  fiveXx: number;
  badProblems: number;
  noResponse: number;
  writes: number;
  durationMs: number;
}

export interface RouteReport extends RouteCounts {
  route: string;
  method: string;
  path: string;
  statuses: Record<string, number>;
  verdicts: Record<string, number>;
  kinds: Record<string, number>;
  /** The first findings of each type (request and answer), to reproduce them. */
  findings: Finding[];
  /** Non-GET calls the app made to its upstream while answering (a BFF; none of them may have written). */
  upstreamWriteCalls?: number;
}

export interface FuzzRouteOptions extends FuzzOptions {
  /** Where the app listens, e.g. `http://127.0.0.1:4100`. */
  baseUrl: string;
  /** Requests to send (cases that may not be sent do not count). */
  runs: number;
  seed: number;
  /**
   * Called after every request: a description of any write it caused (a changed table checksum, an
   * upstream write call), or null. The harness re-baselines on its own side.
   */
  writeCheck?: (fuzz: FuzzCase, response: FuzzResponse | null) => Promise<string | null>;
  /**
   * Called after the route's last request: a description of any write the route's requests caused
   * that `writeCheck` may have missed (a whole-database fingerprint), or null.
   */
  finalWriteCheck?: () => Promise<string | null>;
  /** Called after the route's last request: null when the app still answers, else what went wrong. */
  aliveCheck?: () => Promise<string | null>;
  /** Milliseconds before a request counts as unanswered. */
  timeoutMs?: number;
  /** Findings kept per type in the report. */
  keepFindings?: number;
}

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/** Sends one case as it is (method, raw target, headers, bytes) and reads the whole answer. */
export function send(baseUrl: string, fuzz: Pick<FuzzCase, 'method' | 'target' | 'headers' | 'body'>, timeoutMs = 20_000): Promise<FuzzResponse> {
  const url = new URL(baseUrl);
  // Node frames a GET or DELETE body only with an explicit length (it would otherwise send it unframed).
  const headers = fuzz.body === null ? fuzz.headers : { ...fuzz.headers, 'content-length': String(Buffer.byteLength(fuzz.body)) };
  return new Promise((resolve, reject) => {
    const req = request({
      host: url.hostname,
      port: url.port,
      method: fuzz.method,
      path: fuzz.target,
      headers,
      agent,
      // Header values were made Latin-1 already; this is belt and braces for odd bytes.
      insecureHTTPParser: false,
    }, (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= 1_000_000) chunks.push(chunk);
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', reject);
    // A Buffer, not a string: Node writes the head together with a string body in the body's encoding,
    // which sends Latin-1 header values as UTF-8 (and past the 16 KiB head limit).
    req.end(fuzz.body === null ? undefined : typeof fuzz.body === 'string' ? Buffer.from(fuzz.body, 'utf8') : fuzz.body);
  });
}

/** What is wrong with an answer to a malformed request, or null: 5xx, or a 4xx that is not a problem with a title. */
export function judgeResponse(method: string, response: FuzzResponse): Pick<Finding, 'type' | 'detail'> | null {
  if (response.status >= 500) return { type: '5xx', detail: `answered ${response.status}` };
  if (response.status < 400 || method === 'HEAD') return null;
  const type = String(response.headers['content-type'] ?? '');
  if (!type.includes('application/problem+json')) return { type: 'bad-problem', detail: `${response.status} with content-type "${type}"` };
  try {
    const problem = JSON.parse(response.body) as { title?: unknown; detail?: unknown; status?: unknown };
    if (typeof problem.title !== 'string' || problem.title.length === 0) return { type: 'bad-problem', detail: `${response.status} problem without a title` };
    if (problem.status !== undefined && problem.status !== response.status) {
      return { type: 'bad-problem', detail: `${response.status} problem says status ${String(problem.status)}` };
    }
  } catch {
    return { type: 'bad-problem', detail: `${response.status} problem body is not JSON` };
  }
  return null;
}

const clip = (text: string | Buffer | null, max = 600): string | null => {
  if (text === null) return null;
  const value = typeof text === 'string' ? text : text.toString('latin1');
  return value.length > max ? `${value.slice(0, max)}… (${value.length} chars)` : value;
};

const count = (record: Record<string, number>, key: string): void => {
  record[key] = (record[key] ?? 0) + 1;
};

/**
 * Sends `runs` malformed requests to one route and reports what came back. Cases are drawn in
 * batches from fast-check with a seed derived from `seed` and the route, so a run is reproducible
 * with the same seed and `runs`.
 */
export async function fuzzRoute(route: ContractRoute, options: FuzzRouteOptions): Promise<RouteReport> {
  const started = Date.now();
  const keep = options.keepFindings ?? 5;
  const report: RouteReport = {
    route: route.id, method: route.method, path: route.path, requests: 0, skipped: 0, fiveXx: 0, badProblems: 0, noResponse: 0, writes: 0,
    statuses: {}, verdicts: {}, kinds: {}, durationMs: 0, findings: [],
  };
  const kept: Record<string, number> = {};
  const record = (finding: Finding) => {
    if ((kept[finding.type] ?? 0) < keep) report.findings.push(finding);
    count(kept, finding.type);
  };
  const arbitrary = fuzzCase(route, options);
  const routeSeed = [...route.id].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) | 0, options.seed);
  for (let batch = 0; report.requests < options.runs && batch < Math.ceil(options.runs / 10) + 20; batch += 1) {
    const cases = fc.sample(arbitrary, { numRuns: 50, seed: (routeSeed + batch * 7_919) | 0 });
    for (const fuzz of cases) {
      if (report.requests >= options.runs) break;
      if (!sendable(fuzz)) {
        report.skipped += 1;
        continue;
      }
      report.requests += 1;
      count(report.verdicts, fuzz.verdict);
      count(report.kinds, fuzz.kind);
      const asFound = { kind: fuzz.kind, auth: fuzz.auth, method: fuzz.method, target: clip(fuzz.target, 400)!, verdict: fuzz.verdict, reaches: fuzz.reaches, headers: fuzz.headers, body: clip(fuzz.body) };
      let response: FuzzResponse | null = null;
      try {
        response = await send(options.baseUrl, fuzz, options.timeoutMs);
      } catch (error) {
        report.noResponse += 1;
        record({ type: 'no-response', detail: error instanceof Error ? error.message : String(error), request: asFound });
      }
      if (response) {
        count(report.statuses, String(response.status));
        const wrong = judgeResponse(fuzz.method, response);
        if (wrong) {
          if (wrong.type === '5xx') report.fiveXx += 1;
          else report.badProblems += 1;
          record({ ...wrong, request: asFound, status: response.status, response: clip(response.body) ?? '' });
        }
      }
      const wrote = options.writeCheck ? await options.writeCheck(fuzz, response) : null;
      if (wrote) {
        report.writes += 1;
        record({ type: 'write', detail: wrote, request: asFound, ...(response ? { status: response.status, response: clip(response.body) ?? '' } : {}) });
      }
    }
  }
  const none = { kind: 'after-route', auth: '-', method: '-', target: '-', verdict: 'read' as const, reaches: null, headers: {}, body: null };
  const wroteSomewhere = options.finalWriteCheck ? await options.finalWriteCheck() : null;
  if (wroteSomewhere) {
    report.writes += 1;
    record({ type: 'write', detail: `after the route: ${wroteSomewhere}`, request: none });
  }
  const dead = options.aliveCheck ? await options.aliveCheck() : null;
  if (dead) record({ type: 'crash', detail: dead, request: none });
  report.durationMs = Date.now() - started;
  return report;
}

/** The findings of a report as one readable block, for a failing assertion. */
export function describeFindings(report: RouteReport): string {
  return report.findings
    .map((finding) => [
      `${finding.type}: ${finding.detail}`,
      `  ${finding.request.method} ${finding.request.target}  (${finding.request.kind}, ${finding.request.verdict}, auth ${finding.request.auth}, reaches ${finding.request.reaches ?? 'no route'})`,
      `  headers ${JSON.stringify(finding.request.headers)}`,
      finding.request.body === null ? '' : `  body ${JSON.stringify(finding.request.body)}`,
      finding.response === undefined ? '' : `  → ${finding.status ?? ''} ${finding.response}`,
    ].filter(Boolean).join('\n'))
    .join('\n');
}

/** Whether a report has anything to fix. */
export const clean = (report: RouteReport): boolean => report.findings.length === 0;

/** `FUZZ_RUNS` (requests per route), default 40. */
export function fuzzRuns(env: Record<string, string | undefined> = process.env, fallback = 40): number {
  const runs = Number(env.FUZZ_RUNS);
  return Number.isInteger(runs) && runs > 0 ? runs : fallback;
}

/** `FUZZ_SEED`, default a fixed one (CI runs the same requests every time; chaos runs can vary it). */
export function fuzzSeed(env: Record<string, string | undefined> = process.env): number {
  const seed = Number(env.FUZZ_SEED);
  return Number.isInteger(seed) ? seed : 20_260_101;
}
