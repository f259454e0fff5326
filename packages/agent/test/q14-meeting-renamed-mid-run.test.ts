/**
 * Review5 Q14: a meeting note renamed or moved while a run works (Obsidian's rename: the note moves
 * and the `meeting:` links of its transcript, notes and context note are rewritten; or a plain `mv`
 * that rewrites nothing). The run follows the note when the vault tells its new place unambiguously
 * and commits there, saying so; otherwise it fails naming the old path and what happened, and the
 * model's draft is kept in the failure record. Never a second meeting note at the old path, never the
 * summary link in another note. A summary note or transcript renamed during the run is followed or
 * said, not silently duplicated. The scripted server renames while it answers the second request
 * (no timing involved). Covers `summarizeMeeting` (ma summarize, the daemon) and
 * `openMeetingSession` (`ma mcp` finish_summary).
 * Spec: review5 Q14; docs/session.md (one commit path); docs/architecture.md invariant 4.
 */
import { copyFile, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ScriptedTurn } from '@ma/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { openMeetingSession, SummaryRunError, summarizeMeeting } from '../src/index.js';
import {
  FUNCTIONAL,
  functionalName,
  type Harness,
  readTranscriptIn,
  snapshot,
  startHarness,
} from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const NEW_NAME = '2026-03-10 Functional design (renamed)';
const NEW = `Meetings/${NEW_NAME}.md`;
const TRANSCRIPT = `Transcripts/${functionalName}.md`;
const NOTES = `Notes/${functionalName}.md`;
const CONTEXT = `Assistant/${functionalName}.md`;
const DRAFT = '## Summary\n- DRAFT-MARKER: the remote was discussed.\n\n## Decisions\n\n## Next steps\n';

/** read_transcript, then (after `during` ran) write_summary, then "Done.". */
function script(during: (root: string) => Promise<void>) {
  const turns: ScriptedTurn[] = [
    { toolCalls: [{ name: 'read_transcript', arguments: { from: 1, to: 100 } }] },
    { toolCalls: [{ name: 'write_summary', arguments: { content: DRAFT } }] },
    { text: 'Done.' },
  ];
  return async (_req: unknown, index: number): Promise<ScriptedTurn> => {
    if (index === 1 && h) await during(h.root);
    return turns[Math.min(index, turns.length - 1)] as ScriptedTurn;
  };
}

const oldLink = `Meetings/${functionalName}]]`;
const newLink = `Meetings/${NEW_NAME}]]`;

/** What Obsidian's rename does: move the note and rewrite the links to it. */
async function obsidianRename(root: string): Promise<void> {
  await rename(path.join(root, FUNCTIONAL), path.join(root, NEW));
  for (const rel of [TRANSCRIPT, NOTES, CONTEXT]) {
    const abs = path.join(root, rel);
    const text = await readFile(abs, 'utf8');
    await writeFile(abs, text.split(oldLink).join(newLink));
  }
}

/** A plain move (`mv`, a file manager): nothing else changes. */
async function plainMove(root: string): Promise<void> {
  await rename(path.join(root, FUNCTIONAL), path.join(root, NEW));
}

const exists = async (rel: string) => (await h?.readOrNull(rel)) !== null;

describe('Q14: the meeting note renamed during a run', () => {
  for (const [how, move] of [
    ['renamed in Obsidian (links rewritten)', obsidianRename],
    ['moved with mv (no link rewritten)', plainMove],
  ] as const) {
    it(`${how}: the run follows it, commits there and says so`, async () => {
      h = await startHarness(script(move));
      const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
      // No second meeting note at the old path.
      expect(await exists(FUNCTIONAL)).toBe(false);
      const meeting = await h.read(NEW);
      expect(meeting).toMatch(/^status: summarized$/m);
      expect(meeting).toContain(`summary: "[[${run.summaryPath.replace(/\.md$/, '')}]]"`);
      const summary = await h.read(run.summaryPath);
      expect(summary).toContain('DRAFT-MARKER');
      expect(summary).toContain(`meeting: "[[Meetings/${NEW_NAME}]]"`);
      const said = run.warnings.join('\n');
      expect(said).toContain(`the meeting note ${FUNCTIONAL} was moved or renamed during the run`);
      expect(said).toContain(NEW);
      expect(await h.read(run.contextPath)).toContain(`was moved or renamed during the run`);
    });
  }

  it('gone with no trace (deleted): the run fails naming the old path; the draft is kept; nothing re-created', async () => {
    h = await startHarness(
      script(async (root) => {
        await rename(path.join(root, FUNCTIONAL), path.join(root, '..', 'elsewhere.md'));
      }),
    );
    const harness = h;
    const before = await snapshot(harness.root);
    const failure = await summarizeMeeting({ vault: harness.vault, meeting: FUNCTIONAL, env: {} }).catch(
      (e: unknown) => e,
    );
    expect(SummaryRunError.isInstance(failure)).toBe(true);
    const message = (failure as Error).message;
    expect(message).toContain(`the meeting note ${FUNCTIONAL} was moved, renamed or deleted during the run`);
    expect(message).not.toMatch(/^file not found/);
    expect(await exists(FUNCTIONAL)).toBe(false);
    const after = await snapshot(harness.root);
    // No summary note was written anywhere.
    expect(Object.keys(after).filter((f) => f.startsWith('Summaries/') && !(f in before))).toEqual([]);
    const context = await harness.read(CONTEXT);
    const failed = context.slice(context.lastIndexOf('## Run failed'));
    expect(failed).toContain('was moved, renamed or deleted during the run');
    expect(failed).toContain('DRAFT-MARKER');
  });

  it('two notes claim the meeting (a copy): the run fails naming both; the summary link goes into neither', async () => {
    h = await startHarness(
      script(async (root) => {
        await copyFile(path.join(root, FUNCTIONAL), path.join(root, 'Meetings/Copy A.md'));
        await rename(path.join(root, FUNCTIONAL), path.join(root, 'Meetings/Copy B.md'));
      }),
    );
    const harness = h;
    const failure = await summarizeMeeting({ vault: harness.vault, meeting: FUNCTIONAL, env: {} }).catch(
      (e: unknown) => e,
    );
    const message = (failure as Error).message;
    expect(message).toContain('Meetings/Copy A.md');
    expect(message).toContain('Meetings/Copy B.md');
    for (const rel of ['Meetings/Copy A.md', 'Meetings/Copy B.md']) {
      const text = await harness.read(rel);
      expect(text).not.toMatch(/^summary:/m);
      expect(text).not.toMatch(/^status: summarized$/m);
    }
    expect(await exists(FUNCTIONAL)).toBe(false);
    expect(await harness.read(CONTEXT)).toContain('DRAFT-MARKER');
  });

  it('ma mcp / openMeetingSession (lock at finish): renamed before finish, the session commits to the new note', async () => {
    h = await startHarness([]);
    const session = await openMeetingSession({
      vault: h.vault,
      meeting: FUNCTIONAL,
      model: 'host-model',
      lockAt: 'finish',
    });
    try {
      // The host's model reads the transcript (L285: a summary of one never read is refused).
      await readTranscriptIn(session);
      session.summaryDraft.write(DRAFT);
      // Obsidian's rename while the host agent works (the context note does not exist yet).
      await rename(path.join(h.root, FUNCTIONAL), path.join(h.root, NEW));
      for (const rel of [TRANSCRIPT, NOTES]) {
        const abs = path.join(h.root, rel);
        await writeFile(abs, (await readFile(abs, 'utf8')).split(oldLink).join(newLink));
      }
      const done = await session.finish();
      expect(await exists(FUNCTIONAL)).toBe(false);
      expect(await h.read(NEW)).toMatch(/^status: summarized$/m);
      expect(await h.read(done.summaryPath)).toContain('DRAFT-MARKER');
      expect(done.warnings.join('\n')).toContain('was moved or renamed during the run');
    } finally {
      await session.cancel();
    }
  });
});

describe('Q14: the summary note or transcript renamed during a run', () => {
  it('the summary note renamed (its link rewritten): the new summary replaces it there, no twin at the old name', async () => {
    const SUMMARY = `Summaries/${functionalName}.md`;
    const renamed = 'Summaries/Functional design summary.md';
    // Two runs on one server: the second run's second request renames the first run's summary.
    const turns = script(async () => {});
    h = await startHarness(async (req: unknown, index: number) => {
      if (index === 4 && h) {
        await rename(path.join(h.root, SUMMARY), path.join(h.root, renamed));
        const abs = path.join(h.root, FUNCTIONAL);
        const text = await readFile(abs, 'utf8');
        await writeFile(abs, text.replace(SUMMARY.replace(/\.md$/, ''), renamed.replace(/\.md$/, '')));
      }
      return turns(req, index % 3);
    });
    const first = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    expect(first.summaryPath).toBe(SUMMARY);
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    expect(run.summaryPath).toBe(renamed);
    expect(await exists(SUMMARY)).toBe(false);
    expect(await h.read(renamed)).toContain('DRAFT-MARKER');
    expect(run.warnings.join('\n')).toContain(
      `the summary note ${SUMMARY} was moved or renamed during the run`,
    );
  });

  it('the transcript renamed (its link rewritten): the summary links the transcript where it is now, and says so', async () => {
    const renamed = 'Transcripts/Functional design transcript.md';
    h = await startHarness(
      script(async (root) => {
        await rename(path.join(root, TRANSCRIPT), path.join(root, renamed));
        const abs = path.join(root, FUNCTIONAL);
        const text = await readFile(abs, 'utf8');
        await writeFile(abs, text.replace(TRANSCRIPT.replace(/\.md$/, ''), renamed.replace(/\.md$/, '')));
      }),
    );
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    const summary = await h.read(run.summaryPath);
    expect(summary).toContain(`transcript: "[[${renamed.replace(/\.md$/, '')}]]"`);
    expect(run.warnings.join('\n')).toContain(
      `the transcript ${TRANSCRIPT} was moved or renamed during the run`,
    );
    expect(run.warnings.join('\n')).not.toContain('the transcript changed during the run');
  });
});
