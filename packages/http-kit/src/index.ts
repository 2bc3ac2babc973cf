export { accessLog, loggedRequest, loggedResponse } from './access-log.js';
export { REQUEST_ID_HEADER, isValidRequestId, requestIdFor } from './request-id.js';
export { headersFrom } from './headers.js';
