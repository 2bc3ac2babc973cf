export { accessLog, batchedStdout, loggedRequest, loggedResponse } from './access-log.js';
export { redactLogLine, redactLogText, redactUrl, REDACTED, REDACTED_CARD, REDACTED_EMAIL } from './log-redaction.js';
export { REQUEST_ID_HEADER, isValidRequestId, requestIdFor } from './request-id.js';
export { headersFrom } from './headers.js';
export { SERVICE_KEY_HEADER, CLIENT_ADDRESS_HEADER, SERVICE_KEY_PROBLEM_TYPE, loadServiceKey, serviceKeyMatches, isServiceCaller, clientAddressOf } from './service-auth.js';
export { imageProxyPath } from './image-path.js';
export { JSON_BODY_TYPES, jsonBodiesOnly } from './json-body.js';
export {
  SESSION_COOKIE, SECURE_SESSION_COOKIE, sessionCookieName, hasSessionCookie, AUDIENCE_COOKIE, SECURE_AUDIENCE_COOKIE, audienceCookieName,
  memberAudienceValue, audienceOf, type Audience,
} from './cookies.js';
export { PROBLEM_CONTENT_TYPE, problemOf, writeProblem, bodyParserProblem, type ProblemBody } from './problem.js';
export { isSameOriginRequest, originIn, originHasHost, sameOriginGuard, type OriginCheckInput } from './same-origin.js';
export { warmUp, type WarmUpOptions, type WarmUpResult } from './warm-up.js';
export { createExpressServer, DEFAULT_REQUEST_TIMEOUTS, requestTimeoutsFrom, SMALL_BODY_BYTES, type RequestTimeouts } from './express-server.js';
export { REQUEST_DURATION_BUCKETS, requestDurationHistogram } from './metrics.js';
