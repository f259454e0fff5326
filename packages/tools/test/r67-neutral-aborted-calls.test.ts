/**
 * reviewB R67: a host that is not the AI SDK calls the neutral definitions of `toolDefinitions`
 * as `def.execute(input, { signal })` (docs/tools.md, Cancellation; the tools README). A call
 * whose signal is already aborted runs nothing and rejects with an `AbortError` — every tool,
 * granular and compact, reads as well as writes, as `createMeetingTools` does with the AI SDK's
 * `abortSignal`. Before, only the writes rejected: every read ran (read_transcript reported its
 * range to `onRead`, search ran ripgrep) and answered a result the host had given up on.
 * Real tools on a temp copy of the sample vault.
 * Spec: docs/tools.md (Cancellation); review11 X6.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { hashTree } from '../src/test-support/hash-tree.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';
import { toolDefinitions } from '../src/tool-definitions.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const aborted = () => {
  const controller = new AbortController();
  controller.abort(new Error('host cancelled'));
  return controller.signal;
};

/** Arguments each tool would run with (a valid call), so only the signal stops it. */
const ARGS: Record<string, unknown> = {
  read_meetingnote: {},
  read_transcript: { from: 1, to: 3 },
  read_context: {},
  read_usernotes: {},
  read_glossary: {},
  list_projects: {},
  list_projectfiles: { project: 'remote-control' },
  read_projectfile: { project: 'remote-control', path: 'PROJECT.md' },
  list_past_project_meetings: {},
  read_past_project_meeting_summary: { summary: 'Summaries/2026-03-09 Remote control kickoff.md' },
  search: { query: 'remote' },
  list_project_catalog: {},
  add_dictation_word: { word: 'Abortiva' },
  add_attendee: { name: 'Zed Aborted' },
  remove_attendee: { name: 'Marketing' },
  override_speaker: { speaker: 'Marketing', name: 'Mark' },
  delete_identity: { name: 'Project Manager' },
  write_summary: { content: '## Summary\n- after abort' },
  write_context: { content: 'after abort' },
  write_projectfile: { project: 'remote-control', path: 'decisions.md', content: '- after abort' },
  query_meeting: { view: 'transcript', filters: { from: 1, to: 3 } },
  apply_changes: { ops: [{ op: 'add_attendee', name: 'Zed Aborted' }] },
};

describe('R67: neutral tool definitions honour an aborted signal', () => {
  it('R67: every neutral tool, reads included, called with an already-aborted signal rejects with an AbortError and runs nothing', async () => {
    t = await sampleSession(MEETINGS.functional);
    const before = await hashTree(t.root);
    const defs = [...toolDefinitions(t.session), ...toolDefinitions(t.session, { profile: 'compact' })];
    const ran: string[] = [];
    for (const def of defs) {
      expect(ARGS, def.name).toHaveProperty(def.name);
      const outcome = await def.execute(ARGS[def.name], { signal: aborted() }).then(
        (text) => ({ ran: text.split('\n')[0] }),
        (error: unknown) => ({ rejected: (error as Error).name }),
      );
      if ('ran' in outcome) ran.push(`${def.name}: ${outcome.ran}`);
      else expect(outcome.rejected, def.name).toBe('AbortError');
    }
    expect(ran).toEqual([]);
    expect(t.reads).toEqual([]);
    expect(await hashTree(t.root)).toBe(before);
  });

  it('R67: the same read without a signal, or with one not aborted, answers', async () => {
    t = await sampleSession(MEETINGS.functional);
    const read = toolDefinitions(t.session).find((d) => d.name === 'read_transcript')!;
    expect(await read.execute(ARGS.read_transcript)).toContain('lines 1–3 of');
    expect(await read.execute(ARGS.read_transcript, { signal: new AbortController().signal })).toContain(
      'lines 1–3 of',
    );
    expect(t.reads.length).toBe(2);
  });
});
