/**
 * F54 (session 37 newcomer finding 5): `override_speaker {"speaker":"élodie", …}` on a transcript
 * whose label is `Élodie` relabelled the lines (labels match in any case and Unicode form, V2c) but
 * recorded `speaker_overrides: [{speaker: élodie, …}]`: the model's spelling, a label no line of
 * the transcript has. The entry now names the label as the transcript writes it.
 * Real tools on a sample-vault copy.
 * Spec: docs/tools.md (override_speaker: "records { speaker, name, from?, to? }").
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig, openVault, parseNote } from '@ma/core';
import { copySampleVault } from '@ma/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryDraft } from '../src/session/summary-draft.js';
import { createToolSession } from '../src/session/tool-session.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS } from '../src/test-support/sample-vault.js';

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => cleanup?.());

describe('F54: speaker_overrides records the label as the transcript writes it', () => {
  it.each([
    ['another case', 'marketing'],
    ['upper case', 'MARKETING'],
  ])('F54: a speaker given in %s is recorded as "Marketing"', async (_kind, given) => {
    const temp = await copySampleVault();
    cleanup = temp.cleanup;
    const vault = await openVault(temp.root, await loadConfig({ vault: temp.root }));
    const session = await createToolSession({
      vault,
      meetingPath: MEETINGS.functional,
      summaryDraft: createMemoryDraft(),
    });
    const transcript = path.join(temp.root, 'Transcripts/2026-03-10 Remote control functional design.md');
    const out = await runTool(session, 'override_speaker', { speaker: given, name: 'Ruth Ames' });
    expect(out).toMatch(/^relabelled \d+ lines? /);
    const note = parseNote(await readFile(transcript, 'utf8'));
    expect(note.frontmatter?.data.speaker_overrides).toEqual([{ speaker: 'Marketing', name: 'Ruth Ames' }]);
  });
});
