/**
 * L229 (review session 34 #2): the model's ranged reads took the empty moment of an in-place save
 * (Obsidian: truncate, then write) for an empty file: `read_transcript` answered "lines 0–0 of 0" for a
 * 603-line transcript, `read_projectfile` the same for a project file. Core's readers now wait for
 * such a save and show what it wrote; the read is recorded as the saved version, so a write resting
 * on the lines shown is not refused as stale.
 * A real writer on the sample vault's copy: the file is truncated, the reader finds it empty and
 * waits (`saveWait`), the writer writes the saved text in the middle of that wait (testkit gates).
 * (The transcript's save begins once the tool has resolved the meeting's links: core's link checks
 * read the transcript's head and would wait for the save with a timer of their own.)
 * Spec: docs/atomic-writes.md (Saves in progress); docs/tools.md, Line ranges.
 */
import { closeSync, futimesSync, openSync, writeSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gate } from '@ma/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

const TRANSCRIPT = 'Transcripts/2026-03-10 Remote control functional design.md';
const DECISIONS = 'Projects/remote-control/decisions.md';
/** A modification time an hour ahead: the emptied file counts as changed just now however long a loaded machine pauses. */
const AHEAD = new Date(Date.now() + 3_600_000);

let t: TestSession | undefined;
afterEach(async () => t?.cleanup());

/**
 * Opens a session whose reads, when they wait for a save, let `save` write; returns the session and
 * `begin(rel, text)`, which truncates the file (the save begun) and writes `text` once a read waits.
 */
async function sessionWithSaves(): Promise<{
  t: TestSession;
  begin: (rel: string, text: string) => Promise<void>;
  waits: () => number;
}> {
  let waits = 0;
  let reading = gate();
  let saved = gate();
  const session = await sampleSession(MEETINGS.functional, {
    saveWait: async () => {
      waits++;
      reading.open();
      await saved.opened;
    },
  });
  const begin = async (rel: string, text: string) => {
    reading = gate();
    saved = gate();
    const fd = openSync(path.join(session.root, rel), 'w');
    futimesSync(fd, AHEAD, AHEAD);
    const r = reading;
    const s = saved;
    void r.opened.then(() => {
      writeSync(fd, text);
      closeSync(fd);
      s.open();
    });
  };
  return { t: session, begin, waits: () => waits };
}

describe('L229: the model never reads the empty moment of an in-place save as an empty file', () => {
  it('read_transcript shows the saved lines, not "lines 0–0 of 0"', async () => {
    const s = await sessionWithSaves();
    t = s.t;
    const text = await readFile(path.join(t.root, TRANSCRIPT), 'utf8');
    // The save begins once the tool has found the meeting's transcript link, before its ranged read.
    const session = {
      ...t.session,
      meeting: async () => {
        const meeting = await t!.session.meeting();
        await s.begin(TRANSCRIPT, text);
        return meeting;
      },
    };
    const out = await runTool(session, 'read_transcript', { from: 1, to: 3 });
    expect(out.split('\n')[0]).toBe(`${TRANSCRIPT} · lines 1–3 of 603`);
    expect(s.waits()).toBeGreaterThan(0);
    expect(t.reads.at(-1)).toMatchObject({ path: TRANSCRIPT, from: 1, to: 3 });
  });

  it('read_projectfile shows the saved lines, and a write resting on them is not refused as stale', async () => {
    const s = await sessionWithSaves();
    t = s.t;
    const abs = path.join(t.root, DECISIONS);
    const text = await readFile(abs, 'utf8');
    await s.begin(DECISIONS, text);
    const out = await runTool(t.session, 'read_projectfile', {
      project: 'remote-control',
      path: 'decisions.md',
    });
    expect(out.split('\n')[0]).toBe(`${DECISIONS} · lines 1–4 of 4`);
    expect(s.waits()).toBeGreaterThan(0);
    const written = await runTool(t.session, 'write_projectfile', {
      project: 'remote-control',
      path: 'decisions.md',
      from: 4,
      to: 4,
      content: '- 2026-03-09: Financial targets confirmed.',
    });
    expect(written).toMatch(/^replaced line 4/);
    expect((await readFile(abs, 'utf8')).split('\n')[3]).toBe('- 2026-03-09: Financial targets confirmed.');
  });
});
