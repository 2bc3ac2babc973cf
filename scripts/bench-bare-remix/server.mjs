#!/usr/bin/env node
// Serves the built bare Remix app (scripts/bench-bare-remix/build) as the storefront serves itself:
// Express with compression, immutable hashed assets, and the Remix request handler.
// Usage: node scripts/bench-bare-remix/server.mjs PORT (listens on 127.0.0.1 only). Resolves its
// packages through ./node_modules, the link to apps/storefront/node_modules that bench-web makes.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import { createRequestHandler } from '@remix-run/express';
import compression from 'compression';
import express from 'express';

const dir = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.argv[2] ?? 4440);
const build = await import(pathToFileURL(path.join(dir, 'build/server/index.js')).href);

const app = express();
app.disable('x-powered-by');
// The storefront's compression settings (apps/storefront/server/main.ts).
app.use(compression({ brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 3 } } }));
app.use('/assets', express.static(path.join(dir, 'build/client/assets'), { immutable: true, maxAge: '1y', index: false, fallthrough: false }));
app.use(express.static(path.join(dir, 'build/client'), { maxAge: '1h', index: false }));
app.all('*', createRequestHandler({ build, mode: 'production' }));
app.listen(port, '127.0.0.1');
// Nothing to flush: a bench server stops at once.
for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => process.exit(0));
