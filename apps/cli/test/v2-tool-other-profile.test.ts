/**
 * Review14 V2: `ma tool query_meeting` without `--tools compact` (and `ma tool read_meetingnote
 * --tools compact`) said only `unknown tool "…"; valid tools: …`: nothing said the tool exists in the
 * other profile and how to pick it. The usage error (exit 2) now says so. The built `ma`, a temp
 * copy of the sample vault (no tools.profile: granular).
 * Spec: apps/cli/README.md ("Errors are one line …: `ma: <what went wrong>; <what to do>`";
 * `ma tools [--tools compact]`); docs/tools.md (the two profiles).
 */
import { describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const meeting = '2026-03-10 Remote control functional design';
const t = sampleVaultPerTest();

describe('V2: a tool of the other profile says which profile and how to pick it', () => {
  it('V2: query_meeting without --tools compact, read_meetingnote with it: exit 2 naming the profile and the flag', async () => {
    const base = ['--meeting', meeting, '--vault', t.vault.root];
    const compact = await runMa(['tool', 'query_meeting', ...base, '--args', '{"view":"note"}']);
    expect(compact.code, compact.stderr).toBe(2);
    expect(compact.stderr).toContain(
      'unknown tool "query_meeting"; "query_meeting" is a tool of the compact profile: add --tools compact (or set tools.profile in meeting-assistant.json); valid tools: read_meetingnote',
    );
    const granular = await runMa(['tool', 'read_meetingnote', ...base, '--tools', 'compact']);
    expect(granular.code, granular.stderr).toBe(2);
    expect(granular.stderr).toContain(
      '"read_meetingnote" is a tool of the granular profile: add --tools granular',
    );
    const none = await runMa(['tool', 'read_everything', ...base]);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('unknown tool "read_everything"; valid tools: ');
    expect(none.stderr).not.toContain('profile:');
  });
});
