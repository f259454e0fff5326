/**
 * Seed 000 (agent-project-tools), Requirement "Agents can use project context tools": the
 * clauses about what `search` covers, checked to the letter on a temp copy of the sample vault
 * with the real ripgrep binary:
 * - "SHALL search the requested current-meeting project scope, or all projects assigned to the
 *   current meeting when no project scope is supplied";
 * - "SHALL search both configured project files for the scoped projects and past meeting summary
 *   notes in the configured summaries folder whose frontmatter projects intersect the scoped
 *   projects" (also with non-default `folders.projects` / `folders.summaries`);
 * - "SHALL treat each direct subfolder of the configured projects folder as one project".
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openVault } from '@ma/core';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryDraft } from '../src/session/summary-draft.js';
import { createToolSession } from '../src/session/tool-session.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const WORD = 'zanzibar';

/** The files a search result names (one `path:line text` per line; a closing `…` line left out). */
const filesOf = (out: string) =>
  [
    ...new Set(
      out
        .split('\n')
        .filter((l) => !l.startsWith('…'))
        .map((l) => l.replace(/:\d+ .*$/, '')),
    ),
  ].sort();

async function put(rel: string, text: string): Promise<void> {
  await mkdir(path.dirname(path.join(t.root, rel)), { recursive: true });
  await writeFile(path.join(t.root, rel), text);
}

const pastSummary = (name: string, date: string, projects: string) =>
  `---\nmeeting: "[[Meetings/${name}]]"\ndate: ${date}\nprojects: [${projects}]\ngenerated_by: meeting-assistant\n---\n## Summary\nThe ${WORD} supplier was discussed.\n`;

/** Binds the functional design meeting to remote-control AND meeting-recorder; puts WORD everywhere. */
async function twoProjectMeeting(): Promise<void> {
  const abs = path.join(t.root, MEETINGS.functional);
  await writeFile(
    abs,
    (await readFile(abs, 'utf8')).replace(
      '  - remote-control\n',
      '  - remote-control\n  - meeting-recorder\n',
    ),
  );
  await put('Projects/remote-control/suppliers.md', `# Suppliers\n- ${WORD} casing\n`);
  await put('Projects/meeting-recorder/suppliers.md', `# Suppliers\n- ${WORD} microphones\n`);
  await put('Projects/website-redesign/suppliers.md', `# Suppliers\n- ${WORD} hosting\n`);
  await put(
    'Summaries/2026-03-01 Recorder sync.md',
    pastSummary('2026-03-01 Recorder sync', '2026-03-01', 'meeting-recorder'),
  );
  await put(
    'Summaries/2026-03-02 Remote sync.md',
    pastSummary('2026-03-02 Remote sync', '2026-03-02', 'remote-control'),
  );
  await put(
    'Summaries/2026-03-03 Web sync.md',
    pastSummary('2026-03-03 Web sync', '2026-03-03', 'website-redesign'),
  );
  // Neither a project file nor a summary: never searched.
  await put('Notes/scratch.md', `${WORD} in a loose note\n`);
}

describe('seed 000: the scope `search` covers', () => {
  it('seed 000: a requested scope is searched alone; no scope searches every project assigned to the meeting', async () => {
    t = await sampleSession(MEETINGS.functional);
    await twoProjectMeeting();

    const recorder = await runTool(t.session, 'search', { query: WORD, projects: ['meeting-recorder'] });
    expect(filesOf(recorder)).toEqual([
      'Projects/meeting-recorder/suppliers.md',
      'Summaries/2026-03-01 Recorder sync.md',
    ]);

    const remote = await runTool(t.session, 'search', { query: WORD, projects: ['remote-control'] });
    expect(filesOf(remote)).toEqual([
      'Projects/remote-control/suppliers.md',
      'Summaries/2026-03-02 Remote sync.md',
    ]);

    const all = await runTool(t.session, 'search', { query: WORD });
    expect(filesOf(all)).toEqual([
      'Projects/meeting-recorder/suppliers.md',
      'Projects/remote-control/suppliers.md',
      'Summaries/2026-03-01 Recorder sync.md',
      'Summaries/2026-03-02 Remote sync.md',
    ]);
    // Every match is `filename:line text`.
    for (const line of all.split('\n')) expect(line).toMatch(/^[^:\s][^:]*\.md:\d+ .*zanzibar/);
  });

  it('seed 000: a scope naming an assigned and an unassigned project is refused as a whole', async () => {
    t = await sampleSession(MEETINGS.functional);
    await twoProjectMeeting();
    expect(
      await runTool(t.session, 'search', { query: WORD, projects: ['meeting-recorder', 'website-redesign'] }),
    ).toBe(
      'refused: project "website-redesign" is not bound to this meeting; bound: remote-control, meeting-recorder',
    );
  });

  it('seed 000: the configured projects and summaries folders are the ones searched (Work/Projects, Archive/Summaries)', async () => {
    t = await sampleSession(MEETINGS.functional);
    await mkdir(path.join(t.root, 'Work'));
    await mkdir(path.join(t.root, 'Archive'));
    await rename(path.join(t.root, 'Projects'), path.join(t.root, 'Work/Projects'));
    await rename(path.join(t.root, 'Summaries'), path.join(t.root, 'Archive/Summaries'));
    // A summary-shaped note left in the default folder is not in the configured one: never searched.
    await put(
      'Summaries/2026-03-08 Old place.md',
      pastSummary('2026-03-08 Old place', '2026-03-08', 'remote-control').replace(WORD, '12.50 EUR'),
    );
    // A folder nested one level deeper is part of its project, never a project of its own.
    await put('Work/Projects/remote-control/archive/old.md', '12.50 EUR was the first cap\n');
    const vault = await openVault(t.root, {
      ...t.vault.config,
      folders: { ...t.vault.config.folders, projects: 'Work/Projects', summaries: 'Archive/Summaries' },
    });
    const session = await createToolSession({
      vault,
      meetingPath: MEETINGS.functional,
      summaryDraft: createMemoryDraft(),
    });
    const found = filesOf(await runTool(session, 'search', { query: '12\\.50' }));
    expect(found).toEqual(
      expect.arrayContaining([
        'Archive/Summaries/2026-03-09 Remote control kickoff.md',
        'Work/Projects/remote-control/archive/old.md',
        'Work/Projects/remote-control/decisions.md',
      ]),
    );
    for (const f of found) expect(f).toMatch(/^(Work\/Projects\/remote-control\/|Archive\/Summaries\/)/);
    expect((await runTool(session, 'list_projects')).split('\n').map((l) => l.split(':')[0])).toEqual([
      'remote-control',
    ]);
    expect(
      await runTool(session, 'search', { query: '12\\.50', projects: ['remote-control/archive'] }),
    ).toMatch(/^refused: /);
  });
});
