/**
 * L290 (L280's leftover): a run that recorded its failure says "the summary was not written (the
 * failure was recorded in …)" in place of a refusal's "nothing was written". That clause was found
 * by a regex over the message text, so a path holding the same words was rewritten instead: with
 * summaries in a folder "Why nothing was written", a hard-linked summary's refusal named the file
 * "Why the summary was not written (the failure was recorded in …)/….md" and still said "nothing
 * was written" after it. The refusal now carries its message in parts (core `NothingWritten` on
 * `ProtectedFileError`, the agent's `SummaryRunError.nothingWritten`), and the run says what it wrote
 * in their place. Real file system (a hard link), temp sample vault, the offline engine's run.
 * Spec: docs/atomic-writes.md (Read-only and hard-linked files); L280.
 */
import { appendFile, link, readFile } from 'node:fs/promises';
import path from 'node:path';
import { openVault } from '@ma/core';
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, functionalName, type Harness, startHarness, summaryRunFailure } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const FOLDER = 'Why nothing was written';

describe('L290: the failure record is said by the refusal parts, not by rewriting its text', () => {
  it('L290: a hard-linked summary in a folder named "Why nothing was written": the path is kept, the clause replaced', async () => {
    h = await startHarness([], { model: null });
    const vault = await openVault(h.root, {
      ...h.config,
      folders: { ...h.config.folders, summaries: FOLDER },
    });
    const first = await summarizeMeeting({ vault, meeting: FUNCTIONAL, env: {} });
    const summary = `${FOLDER}/${functionalName}.md`;
    expect(first.summaryPath).toBe(summary);
    await link(path.join(h.root, summary), path.join(h.root, 'shared copy.md'));
    // Something new to summarize, so the second run replaces the summary (an identical one is kept).
    await appendFile(
      path.join(h.root, 'Notes', `${functionalName}.md`),
      '\n- The casing colour is still open.\n',
    );
    const error = await summaryRunFailure(summarizeMeeting({ vault, meeting: FUNCTIONAL, env: {} }));
    expect(error.message).toContain(
      `${summary} has 2 hard links (the same file under other names), which replacing it would split; the summary was not written (the failure was recorded in Assistant/${functionalName}.md`,
    );
    expect(error.message).toContain('; the file is shared under other names (hard links)');
    expect(error.message).not.toContain('nothing was written;');
    const context = await readFile(path.join(h.root, 'Assistant', `${functionalName}.md`), 'utf8');
    expect(context).toContain(
      `${summary} has 2 hard links (the same file under other names), which replacing it would split; the summary was not written; the file is shared`,
    );
  });
});
