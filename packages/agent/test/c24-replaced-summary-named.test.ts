/**
 * C24 (spec audit, session 26): a run that replaces a summary moves the previous note to the
 * trash (docs/vault-format.md: `--force` "the old note then goes to `.trash/`"; a refresh and a
 * blank note too) — under a numbered name when the trash already holds one (`… (2).md`). Only
 * `ma mcp`'s `finish_summary` said where (`previous summary moved to …`); the run record of
 * `ma summarize` and the daemon said nothing, so the hand edits `--force` replaced were in a file
 * the user had to hunt for. The run record now names it. Offline engine, real files (a temp copy
 * of the sample vault).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, functionalName, type Harness, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const SUMMARY = `Summaries/${functionalName}.md`;
const CONTEXT = `Assistant/${functionalName}.md`;

/** The last `## Run …` record of the context note. */
async function lastRunRecord(): Promise<string> {
  const context = await (h as Harness).read(CONTEXT);
  return context.slice(context.lastIndexOf('\n## Run '));
}

describe('C24: the run record names where a replaced summary went', { timeout: 120_000 }, () => {
  it('C24: --force over two hand edits: each run record names its trash copy, the second one numbered', async () => {
    h = await startHarness([], { model: null });
    await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    expect(await lastRunRecord()).not.toContain('previous summary');
    for (const [n, trashName] of [
      [1, `${functionalName}.md`],
      [2, `${functionalName} (2).md`],
    ] as const) {
      const edited = (await h.read(SUMMARY)).replace('## Decisions', `## Decisions\n- Hand edit ${n}.`);
      await writeFile(path.join(h.root, SUMMARY), edited);
      await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, force: true });
      const trashed = `.trash/Summaries/${trashName}`;
      expect(await readFile(path.join(h.root, trashed), 'utf8')).toBe(edited);
      expect(await lastRunRecord()).toContain(`\n- previous summary moved to ${trashed} (recoverable)\n`);
    }
  });

  it('C24: a run whose summary comes out byte for byte the same moves nothing and says nothing', async () => {
    h = await startHarness([], { model: null });
    await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    expect(await lastRunRecord()).not.toContain('previous summary');
  });
});
