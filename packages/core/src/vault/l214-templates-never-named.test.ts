/**
 * Leftovers session 33 (templates, the rest of newcomer s32 N4). `listMeetings` lists an Obsidian
 * template kept among the meetings (resolution must find it, so each refusal can say why), and the
 * places that NAMED meetings from it could name a template: a name shared by a template and a meeting
 * (`Meetings/_templates/Standup.md`, `Meetings/2026/Standup.md`) was "ambiguous" between the two;
 * `ma import`'s "the meeting note … uses this transcript" and a moved meeting's search offered a
 * template whose links happen to match; the CLI's "known: …" line (core `firstMeetings`) named it.
 * Now none of them offers a template, reading only the notes it names. Real files: a temp copy of the
 * sample vault.
 * Spec: newcomer session 32 N4; leftovers session 33; docs/vault-format.md (Meeting note: templates).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AmbiguousError } from '../errors/index.js';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import type { TempDir } from '../test-support/temp-vault.js';
import { findMovedMeeting } from './find-moved-meeting.js';
import { listMeetings } from './list-meetings.js';
import { resolveMeeting } from './resolve-meeting.js';
import { firstMeetings } from './template-note.js';
import type { Vault, VaultPath } from './vault.js';

let vault: Vault;
let dir: TempDir;
beforeEach(async () => {
  ({ vault, dir } = await openSampleVault());
});
afterEach(async () => dir.cleanup());

async function put(rel: string, text: string): Promise<void> {
  await mkdir(path.dirname(path.join(vault.root, rel)), { recursive: true });
  await writeFile(path.join(vault.root, rel), text);
}

const NAME = '2026-03-11 Remote control conceptual design';
const TRANSCRIPT = `transcript: "[[Transcripts/${NAME}]]"`;
const PLACEHOLDER = `---\ntitle: "{{title}}"\ndate: {{date:YYYY-MM-DD}}\n${TRANSCRIPT}\n---\n## Notes\n`;

describe('leftovers s33: no place names an Obsidian template as a meeting', () => {
  it('a name a template shares with one meeting resolves to the meeting (was: ambiguous between both)', async () => {
    await put('Meetings/_templates/Standup.md', PLACEHOLDER);
    await put(
      'Meetings/2026/Standup.md',
      '---\ntitle: Standup\ndate: 2026-04-01\n---\n## Notes\n- shipped\n',
    );
    expect(await resolveMeeting(vault, 'Standup')).toBe('Meetings/2026/Standup.md');
    // Two meetings of that name stay ambiguous, the template not among the candidates.
    await put('Meetings/2025/Standup.md', '---\ntitle: Standup\ndate: 2025-04-01\n---\n## Notes\n- ok\n');
    const error = await resolveMeeting(vault, 'Standup').catch((e: unknown) => e);
    expect(AmbiguousError.isInstance(error)).toBe(true);
    expect((error as AmbiguousError).candidates).toEqual([
      'Meetings/2025/Standup.md',
      'Meetings/2026/Standup.md',
    ]);
  });

  it('firstMeetings leaves templates out (placeholders or a template folder) and reads only what it names', async () => {
    await put('Meetings/1-on-1 template.md', PLACEHOLDER);
    await put('Meetings/0 Templater.md', '---\ndate: <% tp.date.now("YYYY-MM-DD") %>\n---\n');
    const paths = await listMeetings(vault);
    expect(paths.slice(0, 2)).toEqual(['Meetings/0 Templater.md', 'Meetings/1-on-1 template.md']);
    const { meetings, templates } = await firstMeetings(vault, paths, 3);
    expect(meetings).toEqual(paths.slice(2, 5));
    expect(templates.map((t) => t.path)).toEqual(['Meetings/0 Templater.md', 'Meetings/1-on-1 template.md']);
    expect((await firstMeetings(vault, paths, 0)).meetings).toEqual([]);
  });

  it('a moved meeting is never found as a template whose context link matches', async () => {
    const was = {
      path: 'Meetings/Gone.md' as VaultPath,
      transcript: null,
      usernotes: null,
      context: 'Assistant/Gone context.md' as VaultPath,
    };
    await put('Assistant/Gone context.md', '---\ntitle: context\n---\n');
    await put(
      'Meetings/_templates/Meeting.md',
      '---\ntitle: "{{title}}"\ncontext: "[[Assistant/Gone context]]"\n---\n',
    );
    expect(await findMovedMeeting(vault, was)).toMatchObject({ path: null, why: 'gone' });
    // A real meeting linking it is found (the check is not blind).
    await put('Meetings/Moved.md', '---\ntitle: moved\ncontext: "[[Assistant/Gone context]]"\n---\n');
    expect((await findMovedMeeting(vault, was)).path).toBe('Meetings/Moved.md');
  });
});
