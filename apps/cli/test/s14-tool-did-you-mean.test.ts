/**
 * Review S14: `ma tool read-transcript` (or `readTranscript`) said only `unknown tool "…"; valid
 * tools: …`, with no "did you mean" as an unknown meeting name gets. The usage error (exit 2) now
 * names the closest tool names (core's `closestNames`), with `-`, spaces and camelCase read as `_`.
 * The built `ma`, a temp copy of the sample vault (no tools.profile: granular).
 * Spec: apps/cli/README.md (errors say what to type instead); docs/tools.md (`ma tool`).
 */
import { describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const meeting = '2026-03-10 Remote control functional design';
const t = sampleVaultPerTest();

describe('S14: an unknown tool name gets the closest known tool names', () => {
  it('S14: read-transcript, readTranscript, read transcript, a typo → did you mean "read_transcript"; other profile named; unrelated none', async () => {
    const base = ['--meeting', meeting, '--vault', t.vault.root];
    for (const name of ['read-transcript', 'readTranscript', 'read transcript', 'read_transcrpt']) {
      const r = await runMa(['tool', name, ...base]);
      expect(r.code, r.stderr).toBe(2);
      expect(r.stderr).toContain(`unknown tool "${name}"; did you mean "read_transcript"`);
      expect(r.stderr).toContain('; valid tools: ');
    }
    const other = await runMa(['tool', 'query-meeting', ...base]);
    expect(other.code).toBe(2);
    expect(other.stderr).toContain('did you mean "query_meeting" (--tools compact)');
    const none = await runMa(['tool', 'xyzzy', ...base]);
    expect(none.code).toBe(2);
    expect(none.stderr).not.toContain('did you mean');
  });
});
