/**
 * L95 (cli): `ma mcp --http <port> --token-env MY_TOKEN` with MY_TOKEN set but empty (or blank)
 * said `that variable is not set`; now it says it is set but empty. Exit 2 either way, nothing
 * served. Unset still reads "is not set". The built `ma`, a temp copy of the sample vault.
 * Spec: docs/mcp.md (HTTP, bearer token).
 */
import { describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const t = sampleVaultPerTest();

describe('L95: ma mcp --token-env names an empty variable as empty', () => {
  it('L95: MY_TOKEN="" or blank: exit 2, "that variable is set but empty"; unset: "is not set"', async () => {
    for (const value of ['', '   ']) {
      const r = await runMa(['mcp', '--vault', t.vault.root, '--http', '0', '--token-env', 'MY_TOKEN'], {
        input: '',
        env: { MY_TOKEN: value },
      });
      expect(r.code).toBe(2);
      expect(r.stderr).toContain('--token-env MY_TOKEN: that variable is set but empty');
      expect(r.stdout).toBe('');
    }
    const unset = await runMa(['mcp', '--vault', t.vault.root, '--http', '0', '--token-env', 'MY_TOKEN'], {
      input: '',
      env: { MY_TOKEN: undefined },
    });
    expect(unset.code).toBe(2);
    expect(unset.stderr).toContain('--token-env MY_TOKEN: that variable is not set');
  });
});
