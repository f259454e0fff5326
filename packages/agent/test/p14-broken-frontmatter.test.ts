/**
 * Review 4 P14: broken YAML frontmatter in a note a run reads — the transcript, the user notes,
 * the assistant context note — fails the run with the YAML message naming the note, line and
 * column and the fix, reason `error` (never `model`: the daemon retries `model` as a transient
 * endpoint failure), with either engine, before any model request.
 * Real vault copies, the scripted OpenAI-compatible server.
 * Spec: docs/contracts.md (SummaryRunError reasons); docs/frontmatter.md; review4 P14.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SummaryRunError, summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, functionalName, type Harness, minimalScript, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const BROKEN = '---\nmeeting: "[[Meetings/x]]: broken: [\ntitle: x\n---\nText.\n';

/** Replaces the second line of a note with YAML missing its closing quote. */
async function breakFrontmatter(root: string, rel: string): Promise<void> {
  const abs = path.join(root, rel);
  const text = await readFile(abs, 'utf8').catch(() => null);
  if (text === null || !text.startsWith('---')) {
    await mkdir(path.dirname(abs), { recursive: true });
    await writeFile(abs, BROKEN);
    return;
  }
  const lines = text.split('\n');
  lines[1] = 'meeting: "[[Meetings/x]]: broken: [';
  await writeFile(abs, lines.join('\n'));
}

const NOTES = [
  ['transcript', `Transcripts/${functionalName}.md`],
  ['user notes', `Notes/${functionalName}.md`],
  ['context note', `Assistant/${functionalName}.md`],
] as const;

describe('P14: broken frontmatter in a note the run reads', () => {
  for (const [what, rel] of NOTES) {
    // The agent engine reads the user notes only through read_usernotes (a `refused:` naming the
    // YAML problem goes to the model), so only the offline engine fails on them.
    for (const engine of what === 'user notes' ? (['offline'] as const) : (['offline', 'agent'] as const)) {
      it(`${what} (${engine} engine): a YAML message naming ${rel}, reason error, no model request`, async () => {
        h = await startHarness(minimalScript(), engine === 'offline' ? { model: null } : {});
        await breakFrontmatter(h.root, rel);
        const error = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} }).then(
          () => null,
          (e: unknown) => e,
        );
        expect(SummaryRunError.isInstance(error), String(error)).toBe(true);
        const failure = error as SummaryRunError;
        expect(failure.reason).toBe('error');
        expect(failure.message).toContain(`${rel}: frontmatter is not valid YAML (line `);
        expect(failure.message).toContain('fix the YAML frontmatter');
        expect(failure.message).not.toMatch(/MISSING_CHAR|cannot reach/);
        expect(h.server.requests).toHaveLength(0);
      });
    }
  }
});
