import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from '../logger.js';

/**
 * Starts a listener of its own, apart from the API (the mail outbox, the test processor's
 * tokenization), serving `handler` on `host:port`. A port that cannot be bound (another store on this
 * machine has it) is logged as an error, `failure`, and the store goes on without the listener.
 * `listening` is told the bound address. Resolves with the listening server, or null.
 */
export function startSideListener(
  handler: RequestListener,
  { host, port, logger }: { host: string; port: number; logger: Logger },
  failure: string,
  listening: (bound: AddressInfo) => void,
): Promise<Server | null> {
  const server = createServer(handler);
  server.requestTimeout = 10_000;
  return new Promise((resolve) => {
    server.once('error', (err: NodeJS.ErrnoException) => {
      logger.error({ code: err.code, host, port }, failure);
      resolve(null);
    });
    server.listen(port, host, () => {
      listening(server.address() as AddressInfo);
      resolve(server);
    });
  });
}
