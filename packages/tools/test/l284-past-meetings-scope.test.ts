/**
 * L284: an empty `list_past_project_meetings` named every project ID that any summary in the vault
 * lists with no project folder ("1 summary names project \"acquisition-x\" …"), whatever the
 * meeting's scope: a removed project's name reached every meeting's model. Now only IDs of the
 * scope are named — one this meeting's own `projects:` lists, or the old name of a scoped project's
 * renamed folder (its closest project ID or name is in scope). Real files on a copy of the sample vault.
 */
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

/** A past summary (2026-03-01) naming `project`, which has no folder. */
async function orphanSummary(name: string, project: string): Promise<void> {
  await writeFile(
    path.join(t.root, 'Summaries', `${name}.md`),
    `---\nmeeting: "[[Meetings/${name}]]"\ndate: 2026-03-01\nprojects: [${project}]\n---\n## Summary\n- ${name}\n`,
  );
}

async function editMeeting(from: string, to: string): Promise<void> {
  const abs = path.join(t.root, MEETINGS.recorder);
  await writeFile(abs, (await readFile(abs, 'utf8')).replace(from, to));
}

describe('L284: an empty past-meetings listing names no project outside its scope', () => {
  it("a removed project's ID, named by a summary of another scope, is not named", async () => {
    t = await sampleSession(MEETINGS.recorder);
    await orphanSummary('Acquisition talks', 'acquisition-x');
    const list = await runTool(t.session, 'list_past_project_meetings', {});
    expect(list).toBe('no past meeting summaries for meeting-recorder');
    expect(list).not.toContain('acquisition-x');
  });

  it("an ID this meeting's own projects: lists is named", async () => {
    t = await sampleSession(MEETINGS.recorder);
    await orphanSummary('Acquisition talks', 'acquisition-x');
    await editMeeting('  - meeting-recorder\n', '  - meeting-recorder\n  - acquisition-x\n');
    const list = await runTool(t.session, 'list_past_project_meetings', {});
    expect(list).toContain('note: 1 summary names project "acquisition-x", with no folder in Projects/');
  });

  it("a scoped project's old folder name (renamed; its PROJECT.md name kept) is named, others are not", async () => {
    t = await sampleSession(MEETINGS.kickoff);
    await rename(path.join(t.root, 'Projects/remote-control'), path.join(t.root, 'Projects/tv-remote'));
    const kickoff = path.join(t.root, MEETINGS.kickoff);
    await writeFile(kickoff, (await readFile(kickoff, 'utf8')).replaceAll('remote-control', 'tv-remote'));
    await orphanSummary('Old remote', 'remote-control');
    await orphanSummary('Acquisition talks', 'acquisition-x');
    const list = await runTool(t.session, 'list_past_project_meetings', {});
    expect(list).toContain('2 summaries name project "remote-control"');
    expect(list).not.toContain('acquisition-x');
  });
});

describe('V73: the old name of a scoped project is matched exactly, never by a near miss', () => {
  it('a removed project whose ID is close to a scoped one is not named, in any link form', async () => {
    t = await sampleSession(MEETINGS.kickoff);
    const nearMisses = [
      'remote-control-2',
      '"[[Projects/remote-controls|Remote]]"',
      '"[[remote-contro#Goals]]"',
    ];
    for (const [i, id] of [...nearMisses, 'Remote controller'].entries())
      await orphanSummary(`Remote ${i}`, id);
    const list = await runTool(t.session, 'list_past_project_meetings', {});
    expect(list).not.toMatch(/remote-control-2|remote-controls|remote-contro\b|Remote controller|note:/);
  });

  it("a scoped project's PROJECT.md name, or its ID in another case or as a link, is its old folder name", async () => {
    t = await sampleSession(MEETINGS.kickoff);
    await rename(path.join(t.root, 'Projects/remote-control'), path.join(t.root, 'Projects/tv-remote'));
    const kickoff = path.join(t.root, MEETINGS.kickoff);
    await writeFile(kickoff, (await readFile(kickoff, 'utf8')).replaceAll('remote-control', 'tv-remote'));
    await orphanSummary('Old remote', '"[[Projects/REMOTE-Control|the remote]]"');
    await orphanSummary('Old remote 2', '"Remote control"');
    await orphanSummary('Second remote', 'remote-control-2');
    const list = await runTool(t.session, 'list_past_project_meetings', {});
    // The sample's own summary and the link in another case are one ID; the name itself another.
    expect(list).toContain(
      '1 summary names project "Remote control", 2 summaries name project "remote-control"',
    );
    expect(list).not.toContain('remote-control-2');
  });
});
