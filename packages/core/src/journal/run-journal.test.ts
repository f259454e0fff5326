import { appendFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WriteAudit } from '../audit/write-audit.js';
import { JOURNALS_FOLDER } from '../lock/state-folder.js';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import type { TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/vault.js';
import { readRunJournals } from './read-run-journals.js';
import { RunJournal } from './run-journal.js';

const KICKOFF = 'Meetings/2026-03-09 Remote control kickoff.md';
const FUNCTIONAL = 'Meetings/2026-03-10 Remote control functional design.md';

let vault: Vault;
let dir: TempDir;
beforeEach(async () => {
  ({ vault, dir } = await openSampleVault());
});
afterEach(() => dir.cleanup());

const open = (meeting: string) => RunJournal.open(vault, { meeting, context: 'Assistant/x.md' });

describe('V5: RunJournal', () => {
  it('V5: no file until the first write; each write is on disk when record() returns, with its diff', async () => {
    const journal = await open(KICKOFF);
    const audit = new WriteAudit({}, journal);
    expect(await readRunJournals(vault)).toEqual([]);
    audit.record('Projects/remote-control/decisions.md', 'a\n', 'a\nb\n');
    const text = await readFile(journal.abs, 'utf8');
    const [header, write] = text
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(header).toMatchObject({ meeting: KICKOFF, pid: process.pid, runId: journal.runId });
    expect(write).toMatchObject({ t: 'write', path: 'Projects/remote-control/decisions.md' });
    expect(write.entry.patch.hunks[0].lines).toContain('+b');
    // This process's open journal is never a dead run's.
    const [found] = await readRunJournals(vault);
    expect(found?.owner).toBe('open');
    await journal.remove();
    expect(await readRunJournals(vault)).toEqual([]);
  });

  it("V5: two meetings keep their journals apart; an abandoned journal is a dead run's; a torn last line is counted, kept copies attached", async () => {
    const a = await open(KICKOFF);
    const b = await open(FUNCTIONAL);
    new WriteAudit({}, a).record('Glossary.md', 'x\n', 'x\ny\n');
    const auditB = new WriteAudit({}, b);
    auditB.record('Projects/remote-control/requirements.md', null, 'new\n');
    auditB.kept('Projects/remote-control/requirements.md', '.trash/requirements.md');
    a.abandon();
    b.abandon();
    await appendFile(b.abs, '{"t":"write","at":"2026');
    const ofA = await readRunJournals(vault, { meeting: KICKOFF });
    expect(ofA.map((j) => [j.owner, j.writes.length, j.writes[0]?.entry.path])).toEqual([
      ['dead', 1, 'Glossary.md'],
    ]);
    const [ofB] = await readRunJournals(vault, { meeting: FUNCTIONAL });
    expect(ofB?.unreadableLines).toBe(1);
    expect(ofB?.writes[0]?.entry.keptCopy).toBe('.trash/requirements.md');
    expect(ofB?.writes[0]?.entry.kind).toBe('created');
  });

  it('V5: a journal of a process still running on this host is alive; one without a header is unreadable', async () => {
    const folder = path.join(vault.root, JOURNALS_FOLDER);
    const journal = await open(KICKOFF);
    new WriteAudit({}, journal).record('Glossary.md', 'x\n', 'y\n');
    journal.abandon();
    // The parent process (the test runner) runs: its journal is live.
    const text = (await readFile(journal.abs, 'utf8')).replace(
      `"pid":${process.pid}`,
      `"pid":${process.ppid}`,
    );
    await writeFile(journal.abs, text);
    await writeFile(path.join(folder, 'garbage.jsonl'), 'not json\n');
    const owners = (await readRunJournals(vault)).map((j) => j.owner).sort();
    expect(owners).toEqual(['alive', 'unreadable']);
  });
});
