import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseNote } from '@ma/core';
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, functionalName, type Harness, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

async function setProjects(line: string): Promise<void> {
  const file = path.join((h as Harness).root, FUNCTIONAL);
  const text = await readFile(file, 'utf8');
  await writeFile(file, text.replace('projects:\n  - remote-control\n', `${line}\n`));
}

describe('N11: the projects a meeting names are bound or reported', () => {
  it('N11: `projects: [[remote-control]]` (unquoted wikilink) binds the project in the summary', async () => {
    h = await startHarness([], { model: null });
    await setProjects('projects: [[remote-control]]');
    const run = await summarizeMeeting({ vault: h.vault, meeting: functionalName, env: {} });
    const summary = parseNote(await h.read(run.summaryPath));
    expect(summary.frontmatter?.data.projects).toEqual(['remote-control']);
    expect(run.warnings).toEqual([]);
    expect(await h.read(run.contextPath)).not.toContain('warning:');
  });

  it('N11: a project id that names no project is a warning in the result and the run record', async () => {
    h = await startHarness([], { model: null });
    await setProjects('projects: [Remote-Control, nope]');
    const run = await summarizeMeeting({ vault: h.vault, meeting: functionalName, env: {} });
    expect(parseNote(await h.read(run.summaryPath)).frontmatter?.data.projects).toEqual(['remote-control']);
    expect(run.warnings).toHaveLength(1);
    expect(run.warnings[0]).toContain('`nope` names no project folder in Projects/');
    const context = await h.read(run.contextPath);
    expect(context).toContain(
      "- warning: the meeting's `projects:` entry `nope` names no project folder in Projects/",
    );
  });
});
