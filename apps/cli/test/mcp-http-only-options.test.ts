/**
 * `ma mcp --host …` or `--token-env …` without `--http` served stdio and ignored them in silence
 * (review14, "also seen"): a user who asked for a bound address or a token believed the server had
 * one. Now a usage error (exit 2) naming the options, before anything is served. The built `ma`, a
 * temp copy of the sample vault. Spec: docs/mcp.md (HTTP); apps/cli/README.md (exit code 2 for a
 * bad flag).
 */
import { describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const t = sampleVaultPerTest();

describe('ma mcp: options of --http without --http', () => {
  it('--host, --token-env and both: exit 2 naming them, nothing served on stdout', async () => {
    const cases: [string[], string][] = [
      [['--host', '0.0.0.0'], '--host applies only to --http'],
      [['--token-env', 'MY_TOKEN'], '--token-env applies only to --http'],
      [['--host', '127.0.0.1', '--token-env', 'MY_TOKEN'], '--host and --token-env apply only to --http'],
    ];
    for (const [extra, message] of cases) {
      const r = await runMa(['mcp', '--vault', t.vault.root, ...extra], { input: '' });
      expect(r.code, extra.join(' ')).toBe(2);
      expect(r.stderr).toContain(message);
      expect(r.stderr).toContain('add --http <port>');
      expect(r.stdout).toBe('');
    }
  });

  it('stdio without them still serves (a closed input ends the session, exit 0)', async () => {
    const r = await runMa(['mcp', '--vault', t.vault.root], { input: '' });
    expect(r.code).toBe(0);
    expect(r.stderr).not.toContain('only to --http');
  });
});
