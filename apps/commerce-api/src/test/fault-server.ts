/**
 * commerce-api for the checkout fault test (checkout.fault.int.test.ts), never for serving: the app of
 * main.ts over DATABASE_URL or PGLITE_DIR, whose card processor kills the whole process (SIGKILL, no
 * clean-up, as a crash or an OOM kill would) at the point named by FAULT:
 * - `after-authorize`: the processor has recorded the authorization; no order exists yet;
 * - `before-capture`: the order is committed and authorized; nothing was answered.
 * Without FAULT it serves normally (the restart).
 */
import { pino } from 'pino';
import { createApp } from '../app.js';
import { openDatabase } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { seedDatabase } from '../db/seed/index.js';
import { createTestProcessor } from '../payments/test-processor.js';
import type { PaymentProvider } from '../payments/provider.js';
import { createServer } from 'node:http';
import { testProcessorHandler } from '../payments/test-processor-listener.js';
import { TEST_SERVICE_KEY } from './test-app.js';

const fault = process.env.FAULT ?? '';
const database = await openDatabase(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { dataDir: process.env.PGLITE_DIR! });
await migrateDatabase(database);
await seedDatabase(database.db, { size: 60, demoAccounts: false });

const real = createTestProcessor(database.db);
const crash = () => process.kill(process.pid, 'SIGKILL');
const processor: PaymentProvider = {
  name: real.name,
  async authorize(request) {
    const answer = await real.authorize(request);
    if (fault === 'after-authorize') crash();
    return answer;
  },
  async capture(id) {
    if (fault === 'before-capture') crash();
    return real.capture(id);
  },
  void: (id) => real.void(id),
};

const app = createApp({ db: database.db, logger: pino({ level: 'silent' }), serviceKey: TEST_SERVICE_KEY, paymentProvider: processor });
// The test processor's tokenization listener, which the test calls as a browser would.
const tokens = createServer(testProcessorHandler(real, pino({ level: 'silent' }), 'http://localhost:3000'));
await new Promise<void>((resolve) => tokens.listen(0, '127.0.0.1', resolve));
const server = app.listen(0, '127.0.0.1', () => {
  const address = server.address();
  const tokenAddress = tokens.address();
  process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : 0} tokens ${typeof tokenAddress === 'object' && tokenAddress ? tokenAddress.port : 0}\n`);
});
process.on('SIGTERM', () => {
  server.close();
  tokens.close();
  void database.close().then(() => process.exit(0));
});
