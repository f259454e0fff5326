/**
 * Review14 V52: a meeting note renamed or moved outside Obsidian (`mv`, a file manager, a sync
 * client: no link rewritten) keeps linking its summary and context notes, whose `meeting:` links
 * name the old, now missing, path. Before, the run (during which the rename happened, or any later
 * one) refused both as "another meeting's", said it used a new context note it never wrote, left
 * the context note naming the gone note, and every later run wrote a second summary and a second
 * context note that the meeting note never linked. Now the product's own notes whose meeting is gone
 * are this meeting's: the same summary is replaced, the run record goes to the linked context
 * note, and both name the meeting where it is now. A copy of a meeting note (the original still
 * there) still gets notes of its own. Real files in a temp sample vault, scripted model server.
 * Spec: review14 V52; review5 Q14; docs/contracts.md, Names and links (One meeting, its own files);
 * seed 003 (summary and context notes linked to the meeting note).
 */
import { readdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ScriptedTurn } from '@ma/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, functionalName, type Harness, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const NEW_NAME = 'Functional design (moved)';
const NEW = `Meetings/${NEW_NAME}.md`;
const SUMMARY = `Summaries/${functionalName}.md`;
const CONTEXT = `Assistant/${functionalName}.md`;
const draft = (marker: string) =>
  `## Summary\n- ${marker}: the remote was discussed.\n\n## Decisions\n\n## Next steps\n`;

/** read_transcript, then (after `during` ran) write_summary, then "Done.", for each run in turn. */
function script(marker: () => string, during?: (root: string) => Promise<void>) {
  return async (
    req: { body: { messages: Array<{ role: string }> } },
    index: number,
  ): Promise<ScriptedTurn> => {
    const step = req.body.messages.filter((m) => m.role === 'assistant').length;
    if (step === 1 && during && h && index === 1) await during(h.root);
    if (step === 0) return { toolCalls: [{ name: 'read_transcript', arguments: { from: 1, to: 20 } }] };
    if (step === 1)
      return { toolCalls: [{ name: 'write_summary', arguments: { content: draft(marker()) } }] };
    return { text: 'Done.' };
  };
}

const files = async (folder: string) => (await readdir(path.join(h?.root ?? '', folder))).sort();

describe('V52: the meeting note moved with mv', () => {
  it('V52: during a run, then a second run: one summary, one context note, both naming the meeting where it is now', async () => {
    let marker = 'FIRST';
    h = await startHarness(
      script(
        () => marker,
        (root) => rename(path.join(root, FUNCTIONAL), path.join(root, NEW)),
      ),
    );
    const summariesBefore = await files('Summaries');
    const first = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    const said = first.warnings.join('\n');
    expect(said).toContain(`the meeting note ${FUNCTIONAL} was moved or renamed during the run`);
    expect(said).not.toContain('belongs to another meeting');
    expect(first.contextPath).toBe(CONTEXT);
    const context = await h.read(CONTEXT);
    expect(context).toContain(`meeting: "[[Meetings/${NEW_NAME}]]"`);
    expect(context).toContain(`summary: "[[${first.summaryPath.replace(/\.md$/, '')}]]"`);

    marker = 'SECOND';
    const second = await summarizeMeeting({ vault: h.vault, meeting: NEW, env: {} });
    expect(second.warnings.join('\n')).not.toContain('belongs to another meeting');
    expect(second.summaryPath).toBe(first.summaryPath);
    expect(second.contextPath).toBe(CONTEXT);
    expect(await h.read(second.summaryPath)).toContain('SECOND');
    expect(await h.readOrNull(`Assistant/${NEW_NAME}.md`)).toBeNull();
    expect((await files('Summaries')).filter((f) => !summariesBefore.includes(f))).toEqual([
      path.basename(first.summaryPath),
    ]);
    const meeting = await h.read(NEW);
    expect(meeting).toContain(`context: "[[Assistant/${functionalName}]]"`);
    expect((await h.read(CONTEXT)).match(/^## Run .*summary written$/gm)).toHaveLength(2);
  });

  it('V52: moved between runs: the next run replaces its own summary and records in its own context note', async () => {
    let marker = 'FIRST';
    h = await startHarness(script(() => marker));
    const first = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    expect(first.summaryPath).toBe(SUMMARY);
    await rename(path.join(h.root, FUNCTIONAL), path.join(h.root, NEW));
    marker = 'SECOND';
    const second = await summarizeMeeting({ vault: h.vault, meeting: NEW, env: {} });
    expect(second.warnings.join('\n')).not.toContain('belongs to another meeting');
    expect(second.summaryPath).toBe(SUMMARY);
    expect(second.contextPath).toBe(CONTEXT);
    const summary = await h.read(SUMMARY);
    expect(summary).toContain('SECOND');
    expect(summary).toContain(`meeting: "[[Meetings/${NEW_NAME}]]"`);
    expect(await h.readOrNull(`Summaries/${NEW_NAME}.md`)).toBeNull();
    expect(await h.readOrNull(`Assistant/${NEW_NAME}.md`)).toBeNull();
    expect(await h.read(CONTEXT)).toContain(`meeting: "[[Meetings/${NEW_NAME}]]"`);
  });

  it('V52: a copy of a meeting note (the original still there) still gets notes of its own', async () => {
    h = await startHarness(script(() => 'ORIGINAL'));
    await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    // A copy for another meeting: its own transcript and notes links dropped, summary/context kept.
    const text = await h.read(FUNCTIONAL);
    await writeFile(
      path.join(h.root, NEW),
      text
        .split('\n')
        .filter((l) => !/^(transcript|usernotes):/.test(l))
        .join('\n')
        // Notes of its own (reviewA U1: a meeting with no text at all is refused, not summarized).
        .concat('\nWe agreed to ship the remote on Friday.\n'),
    );
    expect(await h.read(NEW)).toContain(`summary: "[[Summaries/${functionalName}]]"`);
    const originalSummary = await h.read(SUMMARY);
    const copy = await summarizeMeeting({ vault: h.vault, meeting: NEW, env: {} });
    expect(copy.warnings.join('\n')).toContain('belongs to another meeting');
    expect(copy.summaryPath).not.toBe(SUMMARY);
    expect(copy.contextPath).not.toBe(CONTEXT);
    expect(await h.read(SUMMARY)).toBe(originalSummary);
    expect(await h.read(CONTEXT)).toContain(`meeting: "[[Meetings/${functionalName}]]"`);
  });
});
