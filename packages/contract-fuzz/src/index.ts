/**
 * @pool/contract-fuzz: malformed requests generated from the ts-rest contracts, sent to a running app,
 * with the checks of the fuzz tests (no 5xx, problem+json 4xx, the app still answers, no write).
 * Tests only.
 */
export { contractRoutes, expressPattern, matchRoute, type ContractRoute } from './routes.js';
export { fuzzCase, judge, sendable, type AuthContext, type FuzzCase, type FuzzOptions, type Verdict } from './requests.js';
export { impossibleIntId, impossibleUuid, isImpossibleUuid, validArbitrary, type ArbitraryHints } from './zod-arbitrary.js';
export { HOSTILE_STRINGS, INT4_MAX, MALFORMED_JSON, hostileJson, hostileString } from './values.js';
export {
  clean, describeFindings, fuzzRoute, fuzzRuns, fuzzSeed, judgeResponse, send,
  type Finding, type FuzzResponse, type FuzzRouteOptions, type RouteReport,
} from './runner.js';
export { totalsOf, writeFuzzReport, type FuzzReportFile, type FuzzTotals } from './report.js';
