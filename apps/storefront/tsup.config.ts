import { defineConfig } from 'tsup';
import { nodeAppBundle } from '../../tsup.node-app.js';

// Bundles the Express host. The Remix server build is loaded at runtime from ../build/server; vite
// stays external (development only).
export default defineConfig({ ...nodeAppBundle, entry: { server: 'server/main.ts' }, external: ['vite'] });
