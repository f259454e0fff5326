import { mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PathSafetyError } from '../errors/index.js';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import { boundProjects } from './bound-projects.js';
import { listMeetings } from './list-meetings.js';
import { listSymlinkedProjects } from './list-symlinked-projects.js';
import { projectCatalog } from './project-catalog.js';
import { resolveMeeting } from './resolve-meeting.js';
import type { Vault } from './vault.js';

let vault: Vault;
let dir: TempDir;
let outside: TempDir;
beforeEach(async () => {
  ({ vault, dir } = await openSampleVault());
  outside = await makeTempDir('ma-outside-');
});
afterEach(async () => {
  await dir.cleanup();
  await outside.cleanup();
});

const at = (rel: string) => path.join(vault.root, rel);

describe('listMeetings', () => {
  it('lists every .md note under the meetings folder at any depth, sorted, no links out', async () => {
    await mkdir(at('Meetings/2025/Q4'), { recursive: true });
    await writeFile(at('Meetings/2025/Q4/Standup.md'), '# standup\n');
    await writeFile(at('Meetings/2025/agenda.txt'), 'not a note\n');
    await writeFile(path.join(outside.root, 'secret.md'), 'secret\n');
    await mkdir(path.join(outside.root, 'more'));
    await writeFile(path.join(outside.root, 'more/other.md'), 'other\n');
    await symlink(path.join(outside.root, 'secret.md'), at('Meetings/leak.md'));
    await symlink(path.join(outside.root, 'more'), at('Meetings/linked-folder'));
    await symlink('../Summaries/2026-03-09 Remote control kickoff.md', at('Meetings/summary-link.md'));
    await symlink('2026-03-05 Meeting Recorder weekly.md', at('Meetings/alias.md'));
    await mkdir(at('.trash/Meetings'), { recursive: true });
    await writeFile(at('.trash/Meetings/Gone.md'), 'gone\n');

    const meetings = await listMeetings(vault);
    expect(meetings).toEqual([
      'Meetings/2025/Q4/Standup.md',
      'Meetings/2026-02-25 Education committee - Estyn annual report.md',
      'Meetings/2026-03-05 Meeting Recorder weekly.md',
      'Meetings/2026-03-09 Remote control kickoff.md',
      'Meetings/2026-03-10 Remote control functional design.md',
      'Meetings/2026-03-11 Remote control conceptual design.md',
      'Meetings/2026-03-12 Remote control detailed design.md',
    ]);
    // Every listed meeting resolves to itself.
    for (const meeting of meetings) expect(await resolveMeeting(vault, meeting)).toBe(meeting);
  });

  it('gives [] without a meetings folder and refuses a meetings folder linked out of the vault', async () => {
    const config = { ...vault.config, folders: { ...vault.config.folders, meetings: 'Nope' } };
    expect(await listMeetings({ ...vault, config })).toEqual([]);
    await symlink(outside.root, at('Linked'));
    const linked = { ...vault.config, folders: { ...vault.config.folders, meetings: 'Linked' } };
    await expect(listMeetings({ ...vault, config: linked })).rejects.toSatisfy(PathSafetyError.isInstance);
  });
});

describe('listSymlinkedProjects', () => {
  it('names the symlinked project folders boundProjects and the catalog ignore', async () => {
    await mkdir(path.join(outside.root, 'evil'));
    await symlink(path.join(outside.root, 'evil'), at('Projects/evil'));
    await symlink(at('Meetings'), at('Projects/meetings-link'));
    await symlink(path.join(outside.root, 'missing'), at('Projects/dangling'));
    await symlink('remote-control', at('Projects/rc'));
    await symlink(path.join(outside.root, 'evil'), at('Projects/.hidden'));
    await writeFile(at('Meetings/Linked.md'), '---\nprojects: [evil, meetings-link, dangling, rc]\n---\n');

    expect(await listSymlinkedProjects(vault)).toEqual(['dangling', 'evil', 'meetings-link']);
    // The same ones the safety rules drop; a link to a sibling project is usable.
    expect(await boundProjects(vault, 'Meetings/Linked.md')).toEqual(['remote-control']);
    const ids = (await projectCatalog(vault)).map((p) => p.id);
    for (const name of ['dangling', 'evil', 'meetings-link']) expect(ids).not.toContain(name);
  });

  it('gives [] without symlinks or without a projects folder', async () => {
    expect(await listSymlinkedProjects(vault)).toEqual([]);
    const config = { ...vault.config, folders: { ...vault.config.folders, projects: 'Nope' } };
    expect(await listSymlinkedProjects({ ...vault, config })).toEqual([]);
  });
});
