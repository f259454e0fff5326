/**
 * L485: a write that changes nothing — `write_projectfile` with a range or `replace_file` whose new
 * text is the old one (also on a file over 8 MiB, streamed or not), `write_context`, `write_summary`,
 * `override_speaker` onto the label the lines already have — answered as if it wrote
 * (`replaced lines 3–3 with 1 line in …`), and `override_speaker` even added a `speaker_overrides`
 * entry. Each now succeeds saying `… already holds that text; nothing changed` (the override: `… already
 * names … ; nothing changed`), records no audit write (not even one of zero lines in the journal),
 * leaves every file's bytes and mtime as they were, and `apply_changes` lists the op as `unchanged`
 * (a no-op replace is no destructive op: no approval is asked).
 * Real files in a temp copy of the sample vault.
 * Spec: docs/tools.md (Write modes: Result; `apply_changes`).
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type AuditJournal, WriteAudit } from '@ma/core';
import { afterEach, describe, expect, it } from 'vitest';
import { STREAMED_APPEND_MIN_BYTES } from '../src/granular/write-projectfile.js';
import { toolResultOutcome } from '../src/index.js';
import { hashTree } from '../src/test-support/hash-tree.js';
import { runApplyChanges, runTool } from '../src/test-support/run-tool.js';
import {
  BIG_FILE_TEST_MS,
  MEETINGS,
  sampleSession,
  type TestSession,
} from '../src/test-support/sample-vault.js';

let t: TestSession | undefined;
afterEach(async () => t?.cleanup());

const UNCHANGED = /already holds that text; nothing changed$/;
const DECISIONS = 'Projects/remote-control/decisions.md';
const TRANSCRIPT = 'Transcripts/2026-03-10 Remote control functional design.md';

/** A session whose audit reports every write to `journal`. */
async function journaledSession(): Promise<{ t: TestSession; journal: string[] }> {
  const journal: string[] = [];
  const sink: AuditJournal = {
    write: (p, before, after) => journal.push(`write ${p} ${before === after ? 'same' : 'changed'}`),
    entry: (e) => journal.push(`entry ${e.path}`),
    kept: (p, copy) => journal.push(`kept ${p} ${copy}`),
  };
  t = await sampleSession(MEETINGS.functional, { audit: new WriteAudit({}, sink) });
  return { t, journal };
}

/** Every file under `root` with its bytes' digest and mtime (ns): a no-op must not touch either. */
async function snapshot(root: string): Promise<{ tree: string; mtimes: Record<string, bigint> }> {
  const mtimes: Record<string, bigint> = {};
  for (const rel of await readdir(root, { recursive: true })) {
    const info = await stat(path.join(root, rel), { bigint: true });
    if (info.isFile()) mtimes[rel] = info.mtimeNs;
  }
  return { tree: await hashTree(root), mtimes };
}

describe('L485: a write that changes nothing says so and touches nothing', () => {
  it('write_projectfile: replace_file and a range with the text the file holds', async () => {
    const { t: s, journal } = await journaledSession();
    const text = await readFile(path.join(s.root, DECISIONS), 'utf8');
    const lines = text.split('\n');
    const before = await snapshot(s.root);
    const whole = await runTool(s.session, 'write_projectfile', {
      project: 'remote-control',
      path: 'decisions.md',
      content: text,
      replace_file: true,
    });
    expect(whole).toBe(`${DECISIONS} already holds that text; nothing changed`);
    const range = await runTool(s.session, 'write_projectfile', {
      project: 'remote-control',
      path: 'decisions.md',
      content: `${lines[2]}\n${lines[3]}`,
      from: 3,
      to: 4,
    });
    expect(range).toBe(`${DECISIONS} already holds that text; nothing changed`);
    expect(toolResultOutcome(range)).toBe('unchanged');
    expect(await snapshot(s.root)).toEqual(before);
    expect(journal).toEqual([]);
    expect(s.session.audit.entries).toEqual([]);
    // A real change afterwards is still reported and audited as one.
    const changed = await runTool(s.session, 'write_projectfile', {
      project: 'remote-control',
      path: 'decisions.md',
      content: 'x',
      from: 3,
      to: 3,
    });
    expect(changed).toMatch(/^replaced line 3 with 1 line in /);
    expect(journal).toEqual([`write ${DECISIONS} changed`]);
  });

  it('write_projectfile on a file over 8 MiB: a streamed range with the lines it holds (a whole replace cannot be sent: 1 MiB a call)', {
    timeout: BIG_FILE_TEST_MS,
  }, async () => {
    const { t: s, journal } = await journaledSession();
    const count = Math.ceil((STREAMED_APPEND_MIN_BYTES + 1024) / 20);
    const text = `${Array.from({ length: count }, (_, i) => `line ${i + 1}: aaaa bb`).join('\n')}\n`;
    await writeFile(path.join(s.root, 'Projects/remote-control/big.md'), text);
    const before = await snapshot(s.root);
    const args = { project: 'remote-control', path: 'big.md' };
    const range = await runTool(s.session, 'write_projectfile', {
      ...args,
      content: 'line 5: aaaa bb\nline 6: aaaa bb',
      from: 5,
      to: 6,
    });
    expect(range).toBe('Projects/remote-control/big.md already holds that text; nothing changed');
    expect(await snapshot(s.root)).toEqual(before);
    expect(journal).toEqual([]);
  });

  it('write_context and write_summary: a whole replace or a range with the text they hold', async () => {
    const { t: s, journal } = await journaledSession();
    await runTool(s.session, 'write_context', { content: 'open question: battery\nsecond note' });
    await runTool(s.session, 'write_summary', { content: '## Summary\n\nThe team chose a design.' });
    const draft = s.session.summaryDraft.read();
    const before = await snapshot(s.root);
    const context = await runTool(s.session, 'write_context', {
      content: 'open question: battery\nsecond note\n', // the append ended the notes with a line break
      replace_file: true,
    });
    expect(context).toMatch(/^Assistant\/.+\.md body already holds that text; nothing changed$/);
    const contextRange = await runTool(s.session, 'write_context', {
      content: 'second note',
      from: 2,
      to: 2,
    });
    expect(contextRange).toMatch(UNCHANGED);
    const summary = await runTool(s.session, 'write_summary', {
      content: '## Summary\n\nThe team chose a design.\n',
      replace_file: true,
    });
    expect(summary).toBe('the summary draft already holds that text; nothing changed');
    const summaryRange = await runTool(s.session, 'write_summary', {
      content: 'The team chose a design.',
      from: 3,
      to: 3,
    });
    expect(summaryRange).toBe('the summary draft already holds that text; nothing changed');
    expect(s.session.summaryDraft.read()).toBe(draft);
    expect(await snapshot(s.root)).toEqual(before);
    expect(journal).toEqual([]);
  });

  it('override_speaker onto the label the lines already have: nothing written, no speaker_overrides entry', async () => {
    const { t: s, journal } = await journaledSession();
    const before = await snapshot(s.root);
    const out = await runTool(s.session, 'override_speaker', { speaker: 'marketing', name: 'Marketing' });
    expect(out).toMatch(
      /^Transcripts\/.+ already holds that text \(lines .* are already spoken by "Marketing"\); nothing changed$/,
    );
    expect(toolResultOutcome(out)).toBe('unchanged');
    expect(await readFile(path.join(s.root, TRANSCRIPT), 'utf8')).not.toContain('speaker_overrides');
    expect(await snapshot(s.root)).toEqual(before);
    expect(journal).toEqual([]);
  });

  it('apply_changes lists each such op as unchanged; a same-text replace asks no approval', async () => {
    const { t: s, journal } = await journaledSession();
    const text = await readFile(path.join(s.root, DECISIONS), 'utf8');
    await runApplyChanges(s.session, [{ op: 'write_summary', content: '## Summary\n\nDone.' }]);
    const before = await snapshot(s.root);
    const { text: out, result } = await runApplyChanges(s.session, [
      {
        op: 'write_projectfile',
        project: 'remote-control',
        path: 'decisions.md',
        content: text,
        replace_file: true,
      },
      {
        op: 'write_projectfile',
        project: 'remote-control',
        path: 'decisions.md',
        content: text.split('\n')[0],
        from: 1,
        to: 1,
      },
      { op: 'write_summary', content: '## Summary\n\nDone.\n', replace_file: true },
      { op: 'override_speaker', speaker: 'marketing', name: 'Marketing' },
    ]);
    expect(result.applied).toBe(0);
    expect(result.rejected).toEqual([]);
    expect(result.unchanged?.map((u) => u.index)).toEqual([0, 1, 2, 3]);
    expect(result.unchanged?.[0]?.reason).toBe(`${DECISIONS} already holds that text; nothing changed`);
    expect(toolResultOutcome(out)).toBe('unchanged');
    expect(await snapshot(s.root)).toEqual(before);
    expect(journal).toEqual([]);
  });
});
