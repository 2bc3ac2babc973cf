// The benches' load generator: undici's `request` on keep-alive connections, about half the CPU of
// `fetch` per request, on the same 2 cores as the servers it measures. (undici is the BFF's
// dependency, not the repository root's.)
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from './stack.mjs';

const { Agent, request } = createRequire(path.join(repoRoot, 'apps/bff/package.json'))('undici');
const dispatcher = new Agent({ keepAliveTimeout: 10_000, connections: 256 });

/** One GET, body read to the end (not decoded): status, headers and bytes over the wire. */
export async function get(u, headers = {}) {
  const { statusCode, headers: answer, body } = await request(u, { headers, dispatcher });
  let bytes = 0;
  for await (const chunk of body) bytes += chunk.length;
  return { status: statusCode, headers: answer, bytes };
}
