/**
 * review13-a (P3): `override_speaker`'s result names the lines it relabelled, not the span it
 * scanned: a range 1–60 where "Marketing" speaks on some lines says those lines (in the
 * numbering after the edit), which are exactly the lines that changed in the file.
 * Real files in a temp copy of the sample vault.
 * Spec: docs/tools.md (`override_speaker`).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lineListText } from '../src/granular/relabel-speaker.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession | undefined;
afterEach(async () => {
  await t?.cleanup();
  t = undefined;
});

describe('override_speaker names the relabelled lines', () => {
  it('a wide range: the result lists the lines that changed, not the range scanned', async () => {
    t = await sampleSession(MEETINGS.functional);
    const rel = 'Transcripts/2026-03-10 Remote control functional design.md';
    const file = path.join(t.root, rel);
    // A first override adds the speaker_overrides line; done first so the lines below do not move.
    await runTool(t.session, 'override_speaker', {
      speaker: 'Industrial Designer',
      name: 'ID',
      from: 500,
      to: 603,
    });
    const before = (await readFile(file, 'utf8')).split('\n');
    const spoken = before.flatMap((l, i) => (l.includes('**Marketing:**') && i < 60 ? [i + 1] : []));
    expect(spoken.length).toBeGreaterThan(1);
    await runTool(t.session, 'read_transcript', { from: 1, to: 60 });
    const out = await runTool(t.session, 'override_speaker', {
      speaker: 'Marketing',
      name: 'Bob',
      from: 1,
      to: 60,
    });
    const after = (await readFile(file, 'utf8')).split('\n');
    const changed = after.flatMap((l, i) =>
      l !== before[i] && !l.startsWith('speaker_overrides:') ? [i + 1] : [],
    );
    expect(changed).toEqual(spoken);
    expect(out).toContain(`(${lineListText(changed)}); recorded under speaker_overrides`);
    expect(out).not.toContain('1–60');
  });

  it('lineListText joins runs and says how many more', () => {
    expect(lineListText([4])).toBe('line 4');
    expect(lineListText([4, 5, 9])).toBe('lines 4–5, 9');
    expect(lineListText([1, 3, 5, 7, 9, 11, 13, 15, 17, 18, 20])).toBe(
      'lines 1, 3, 5, 7, 9, 11, 13, 15 and 3 more lines',
    );
  });
});
