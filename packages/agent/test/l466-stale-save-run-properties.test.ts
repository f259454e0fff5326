/**
 * Leftovers L466 (L449's rest): a meeting note saved from an editor buffer older than the run's tool
 * writes lost the project the user approved (`request_project_association`) and the attendee the
 * run added (`add_attendee`): L449 put back the `context:` link only. Now the commit sets again every
 * property the run's own writes set that the stale save took back (before the summary reads the
 * note's `projects:`, and again as it links the summary), while a value the user wrote since wins.
 * Real agent loop, @ma/testkit's scripted model, the real tools, a temp copy of the sample vault.
 * Spec: seed 003; seed 004 (Project approval); docs/stale-writes.md (L466).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ScriptedTurn } from '@ma/testkit';
import { createApprovalGatedTools } from '@ma/tools';
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, functionalName, type Harness, splitNote, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

/**
 * Runs the meeting with a model that approves a project and adds an attendee, then (before it writes
 * the summary) saves `stale(original)` over the meeting note as an editor holding the note as it was
 * before the run would. Returns the meeting note and the summary note after the run.
 */
async function staleSaveRun(stale: (original: string) => string): Promise<{ note: string; summary: string }> {
  let original = '';
  let step = 0;
  const script = async (): Promise<ScriptedTurn> => {
    step += 1;
    if (step === 1)
      return {
        toolCalls: [
          {
            name: 'request_project_association',
            arguments: { project: 'website-redesign', reason: 'launch' },
          },
          { name: 'add_attendee', arguments: { name: 'Carol Finance' } },
        ],
      };
    if (step === 2) {
      // The tools' writes are on disk; the editor's buffer is older than all of them.
      const now = await readFile(path.join(h?.root ?? '', FUNCTIONAL), 'utf8');
      expect(now).toContain('  - website-redesign\n');
      expect(now).toContain('  - Carol Finance\n');
      await writeFile(path.join(h?.root ?? '', FUNCTIONAL), stale(original));
      return { toolCalls: [{ name: 'write_summary', arguments: { content: '## Summary\nShort.\n' } }] };
    }
    return { text: 'Done.' };
  };
  h = await startHarness(script);
  original = await h.read(FUNCTIONAL);
  await summarizeMeeting({
    vault: h.vault,
    meeting: FUNCTIONAL,
    env: {},
    approvalGated: (session) =>
      createApprovalGatedTools(session, { prompt: { request: async () => 'approved' } }),
  });
  return { note: await h.read(FUNCTIONAL), summary: await h.read(`Summaries/${functionalName}.md`) };
}

/** The user's own edit in the stale buffer: a property of theirs and a body line. */
const ownEdit = (text: string) =>
  `${text.replace('tags: [meeting]\n', "tags: [meeting]\npriority:   'high'   # mine\n")}Added in the editor.\n`;

describe('L466: a stale save over the run’s tool writes', () => {
  it('L466: the approved project, the added attendee and the context link come back; the user’s edits byte for byte', async () => {
    const { note, summary } = await staleSaveRun(ownEdit);
    const { frontmatter, body } = splitNote(note);
    expect(frontmatter).toContain(
      'attendees:\n  - Project Manager\n  - Marketing\n  - Industrial Designer\n  - User Interface\n  - Carol Finance\n',
    );
    expect(frontmatter).toContain('projects:\n  - remote-control\n  - website-redesign\n');
    expect(frontmatter).toContain(`context: "[[Assistant/${functionalName}]]"`);
    expect(frontmatter).toContain(`summary: "[[Summaries/${functionalName}]]"`);
    expect(frontmatter).toContain('status: summarized\n');
    expect(frontmatter).toContain("tags: [meeting]\npriority:   'high'   # mine\n");
    expect(body.endsWith('Added in the editor.\n')).toBe(true);
    // The summary was built from the restored note: it names the approved project.
    expect(splitNote(summary).frontmatter).toMatch(
      /projects:\n {2}- remote-control\n {2}- website-redesign\n/,
    );
  }, 120_000);

  it('L466: an attendee list the user wrote since wins over the run’s; the project still comes back', async () => {
    const { note } = await staleSaveRun((original) =>
      ownEdit(original).replace('  - User Interface\n', '  - User Interface\n  - Dana Legal\n'),
    );
    const { frontmatter } = splitNote(note);
    expect(frontmatter).toContain('  - User Interface\n  - Dana Legal\nprojects:\n');
    expect(frontmatter).not.toContain('Carol Finance');
    expect(frontmatter).toContain('projects:\n  - remote-control\n  - website-redesign\n');
  }, 120_000);
});
