import { defineConfig } from 'tsup';
import { nodeAppBundle } from '../../tsup.node-app.js';

export default defineConfig({ ...nodeAppBundle, entry: { main: 'src/main.ts' } });
