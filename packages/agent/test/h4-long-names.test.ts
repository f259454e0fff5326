/**
 * Issue 9 H4 in a run: a meeting with a 232-character (or 78 CJK character) name is summarized
 * (its summary and context notes carry the same long name); a summary or context note name the
 * file system cannot take refuses the run before anything is written.
 */
import { readdir, rename } from 'node:fs/promises';
import path from 'node:path';
import { readMeeting } from '@ma/core';
import { afterEach, describe, expect, it } from 'vitest';
import { SummaryRunError, summarizeMeeting } from '../src/index.js';
import { checkArtifactNames } from '../src/run/check-artifact-names.js';
import { FUNCTIONAL, type Harness, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('H4: long meeting names in a run', () => {
  for (const name of ['m'.repeat(232), '会'.repeat(78)]) {
    it(`H4: a meeting named with ${[...name].length} characters (${Buffer.byteLength(name)} bytes) is summarized`, async () => {
      h = await startHarness([], { model: null });
      await rename(path.join(h.root, FUNCTIONAL), path.join(h.root, 'Meetings', `${name}.md`));
      const run = await summarizeMeeting({ vault: h.vault, meeting: name, env: {} });
      expect(run.summaryPath).toBe(`Summaries/${name}.md`);
      expect(run.contextPath).toBe(`Assistant/${name}.md`);
      expect(await h.read(`Summaries/${name}.md`)).toContain('## Summary');
      expect(await h.read(`Meetings/${name}.md`)).toContain('status: summarized');
      expect((await readdir(path.join(h.root, 'Summaries'))).filter((n) => n.endsWith('.ma-tmp'))).toEqual(
        [],
      );
    });
  }

  it('H4: a summary or context note name over 255 bytes refuses the run up front with a clear message', async () => {
    // Default names mirror the meeting's own (legal) name, and an unusable link counts as missing,
    // so this guard is for derived names that grow (sanitised characters): checked directly.
    h = await startHarness([], { model: null });
    const meeting = await readMeeting(h.vault, FUNCTIONAL);
    expect(() => checkArtifactNames(meeting)).not.toThrow();
    const long = `Assistant/${'議'.repeat(90)}.md`;
    let error: unknown;
    try {
      checkArtifactNames({ ...meeting, links: { ...meeting.links, context: long } });
    } catch (e) {
      error = e;
    }
    expect(SummaryRunError.isInstance(error)).toBe(true);
    expect((error as SummaryRunError).reason).toBe('error');
    expect((error as Error).message).toMatch(
      /^context note: the name "議+…議+\.md" is too long for the file system \(273 bytes in UTF-8; at most 255 per file or folder name\); nothing was written: give Meetings\/.+ a shorter name, or link a shorter context: path in its frontmatter$/,
    );
  });
});
