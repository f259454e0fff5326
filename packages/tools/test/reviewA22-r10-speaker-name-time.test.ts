/**
 * reviewA R10 (session 22): `override_speaker {"speaker":"Bob","name":"[00:00:09] Rob"}` (a model copying a
 * transcript line's time into the name) was written `[00:00:05] **[00:00:09] Rob:**` on every line of that
 * speaker, and the summary's points and next steps then named `[00:00:09] Rob` as their owner. A new name
 * that starts with a time is refused, nothing written; a name with digits elsewhere (`Speaker 2`,
 * `R2-D2`) is a name. Real tools on a sample-vault copy.
 * Spec: reviewA R10 (session 22); docs/tools.md (override_speaker).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig, openVault } from '@ma/core';
import { copySampleVault } from '@ma/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryDraft } from '../src/session/summary-draft.js';
import { createToolSession } from '../src/session/tool-session.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS } from '../src/test-support/sample-vault.js';

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => cleanup?.());

describe('R10 (reviewA, session 22): a new speaker name that starts with a time', () => {
  it('R10: [00:00:09] Rob, (00:09) Rob, 1:02:03 Rob are refused with nothing written; Speaker 2 and R2-D2 are names', async () => {
    const temp = await copySampleVault();
    cleanup = temp.cleanup;
    const vault = await openVault(temp.root, await loadConfig({ vault: temp.root }));
    const session = await createToolSession({
      vault,
      meetingPath: MEETINGS.functional,
      summaryDraft: createMemoryDraft(),
    });
    const transcript = path.join(temp.root, 'Transcripts/2026-03-10 Remote control functional design.md');
    const before = await readFile(transcript, 'utf8');
    for (const name of ['[00:00:09] Rob', '(00:09) Rob', '1:02:03 Rob', '00:00:09.5 Rob']) {
      const out = await runTool(session, 'override_speaker', { speaker: 'Marketing', name });
      expect(out).toMatch(
        /^refused: name ".*" starts with a time \(".*"\): a speaker's name is the name alone/,
      );
      expect(out).toContain('give the name without the time, e.g. "Rob"');
    }
    expect(await readFile(transcript, 'utf8')).toBe(before);
    for (const name of ['Speaker 2', 'R2-D2']) {
      const out = await runTool(session, 'override_speaker', { speaker: 'Marketing', name });
      expect(out).toMatch(/^relabelled \d+ lines? "Marketing" → ".+" in Transcripts\//);
      await runTool(session, 'override_speaker', { speaker: name, name: 'Marketing' });
    }
  });
});
