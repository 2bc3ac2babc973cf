import { mkdirSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createStorages } from './storage.js';

describe('createStorages on files', () => {
  it("keeps the session directory to the BFF's own user (0700), also one left world-readable before", async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'bff-storage-'));
    const fresh = path.join(root, 'fresh', 'sessions');
    const old = path.join(root, 'old');
    mkdirSync(old, { mode: 0o755 });
    for (const sessionDir of [fresh, old]) {
      const storages = createStorages({ redisUrl: undefined, sessionDir });
      expect(statSync(sessionDir).mode & 0o777, sessionDir).toBe(0o700);
      await storages.dispose();
    }
  });
});
