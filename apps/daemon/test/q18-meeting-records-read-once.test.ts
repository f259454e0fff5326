/**
 * Q18 (issue #13): the daemon's record of meetings (`.meeting-assistant/daemon/meetings.json`) was
 * parsed whole on every look-up: the catch-up scan asked once per meeting it read, so a start on a
 * vault with 2,500 recorded meetings parsed a 0.9 MB file 2,500 times (about 5 ms of CPU each).
 * Now the parsed records are kept while the file's version (size, mtime, ctime, inode) is
 * unchanged; a write by another daemon or a hand edit (also one of the same size with the old
 * modification time put back) is read at once. Temp vaults, the built `ma-daemon` as a child.
 */
import { mkdir, readFile, stat, utimes, writeFile } from 'node:fs/promises';
import { openVault, parseConfig } from '@ma/core';
import { describe, expect, it } from 'vitest';
import { type MeetingRecord, MeetingRecords } from '../src/state/meeting-records.js';
import { readLog, type TestVault, testResources, waitFor } from './daemon-harness.js';

const t = testResources();
const FILE = '.meeting-assistant/daemon/meetings.json';

/** Waits until the file's change time is more than 2 s in the past (the records are kept only then). */
async function settled(v: TestVault, rel: string): Promise<void> {
  await waitFor('the file to be older than the racy window', async () => {
    return Date.now() - (await stat(v.abs(rel))).ctimeMs > 2_100;
  });
}

const failed = (attempts: number): MeetingRecord => ({
  state: 'failed',
  at: '2026-11-20T10:00:00.000Z',
  reason: 'model',
  error: 'the model server refused the request',
  attempts,
});

describe('Q18: the meeting records are parsed once while the file is unchanged', () => {
  it('Q18: twenty look-ups of an unchanged meetings.json parse it once; a write by another daemon and a same-size hand edit with the old mtime are seen at once', async () => {
    const v = await t.vault();
    const vault = await openVault(v.root, parseConfig({}));
    const mine = new MeetingRecords(vault);
    const other = new MeetingRecords(vault); // another daemon on the same vault
    const names = Array.from({ length: 20 }, (_, i) => `Meetings/2026-11-${10 + i} Review.md`);
    for (const name of names) await other.set(name, failed(1));
    await settled(v, FILE);

    for (const name of names) expect(await mine.get(name)).toEqual(failed(1));
    expect(mine.counts.parsed).toBe(1);
    expect(await mine.get('Meetings/none.md')).toBeUndefined();
    expect(await mine.get('constructor')).toBeUndefined();
    // A caller's copy of every record changes nothing kept.
    const all = await mine.all();
    delete all[names[0]!];
    expect(await mine.get(names[0]!)).toEqual(failed(1));
    expect(mine.counts.parsed).toBe(1);

    // Another daemon writes (same size: attempts 1 -> 2): seen on the next look-up.
    await other.set(names[3]!, failed(2));
    expect(await mine.get(names[3]!)).toEqual(failed(2));
    await settled(v, FILE);

    // A hand edit in place, same size, its modification time put back: the change time moved.
    const before = await stat(v.abs(FILE));
    const text = await readFile(v.abs(FILE), 'utf8');
    await writeFile(v.abs(FILE), text.replace('"attempts": 2', '"attempts": 7'));
    await utimes(v.abs(FILE), before.atime, before.mtime);
    expect((await stat(v.abs(FILE))).size).toBe(before.size);
    expect(await mine.get(names[3]!)).toEqual(failed(7));
    // This daemon's own write keeps the other records as they are on disk.
    await mine.set(names[5]!, null);
    expect(await other.get(names[3]!)).toEqual(failed(7));
    expect(await other.get(names[5]!)).toBeUndefined();
    expect(Object.keys(await other.all())).toHaveLength(19);
  });

  it('Q18: a start whose catch-up reads every meeting parses meetings.json once (catch-up scan done: recordsParsed 1)', async () => {
    const v = await t.vault();
    const names = Array.from({ length: 12 }, (_, i) => `2026-11-${10 + i} Planning`);
    const records: Record<string, MeetingRecord> = {};
    for (const name of names) {
      await v.writeMeeting(name, 'scheduled');
      records[`Meetings/${name}.md`] = failed(1);
    }
    await mkdir(v.abs('.meeting-assistant/daemon'), { recursive: true });
    await v.writeAtomic(FILE, `${JSON.stringify(records, null, 2)}\n`);
    await settled(v, FILE);
    const daemon = t.daemon(v);
    await daemon.ready();
    const scan = (await readLog(v)).find((e) => e.msg === 'catch-up scan done');
    expect(scan).toMatchObject({ meetings: 12, queued: 0, meetingsRead: 12, recordsParsed: 1 });
    // The records are as they were (nothing dropped, nothing rewritten).
    expect(JSON.parse(await v.read(FILE))).toEqual(records);
  });
});
