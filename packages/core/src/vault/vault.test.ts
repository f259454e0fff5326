import { mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../config/index.js';
import { AmbiguousError, FrontmatterError, NotFoundError, PathSafetyError } from '../errors/index.js';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import { boundProjects } from './bound-projects.js';
import { listFiles } from './list-files.js';
import { pastSummaries } from './past-summaries.js';
import { projectCatalog } from './project-catalog.js';
import { readProjectMeta } from './project-meta.js';
import { readMeeting } from './read-meeting.js';
import { resolveMeeting } from './resolve-meeting.js';
import { resolveWikilink } from './resolve-wikilink.js';
import { unresolvedLinkMessage } from './unresolved-link-message.js';
import { validateProjectMd } from './validate-project-md.js';
import { openVault, type Vault } from './vault.js';

const KICKOFF = 'Meetings/2026-03-09 Remote control kickoff.md';
const FUNCTIONAL = 'Meetings/2026-03-10 Remote control functional design.md';

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

const write = (rel: string, text: string) => writeFile(path.join(vault.root, rel), text);

describe('openVault', () => {
  it('B19: canonicalises a root given through a symlink', async () => {
    const link = path.join(outside.root, 'vault-link');
    await symlink(vault.root, link);
    const opened = await openVault(link, parseConfig(undefined));
    expect(opened.root).toBe(vault.root);
    expect((await readMeeting(opened, KICKOFF)).name).toBe('2026-03-09 Remote control kickoff');
  });

  it('refuses a missing folder and binds the configured trash folder', async () => {
    await expect(openVault(path.join(outside.root, 'none'), parseConfig(undefined))).rejects.toThrow(
      NotFoundError,
    );
    const custom = await openVault(vault.root, parseConfig({ folders: { trash: 'Bin' } }));
    await expect(custom.resolve('Bin/x.md', { argument: 'path' })).rejects.toMatchObject({ reason: 'trash' });
  });
});

describe('resolveMeeting', () => {
  it('accepts a path with or without .md, a name, a wikilink and a case-insensitive name', async () => {
    expect(await resolveMeeting(vault, KICKOFF)).toBe(KICKOFF);
    expect(await resolveMeeting(vault, KICKOFF.replace(/\.md$/, ''))).toBe(KICKOFF);
    expect(await resolveMeeting(vault, '2026-03-09 Remote control kickoff')).toBe(KICKOFF);
    expect(await resolveMeeting(vault, '[[2026-03-09 Remote control kickoff]]')).toBe(KICKOFF);
    expect(await resolveMeeting(vault, '2026-03-09 remote CONTROL kickoff')).toBe(KICKOFF);
  });

  it('finds a meeting in a subfolder and reports ambiguity', async () => {
    await mkdir(path.join(vault.root, 'Meetings/2025'), { recursive: true });
    await mkdir(path.join(vault.root, 'Meetings/2024'), { recursive: true });
    await write('Meetings/2025/Retro.md', '---\ndate: 2025-01-01\n---\n');
    expect(await resolveMeeting(vault, 'Retro')).toBe('Meetings/2025/Retro.md');
    await write('Meetings/2024/Retro.md', '---\ndate: 2024-01-01\n---\n');
    const error = await resolveMeeting(vault, 'Retro').catch((e: unknown) => e);
    expect(AmbiguousError.isInstance(error)).toBe(true);
    expect((error as AmbiguousError).candidates).toEqual([
      'Meetings/2024/Retro.md',
      'Meetings/2025/Retro.md',
    ]);
  });

  it('a bare name shared by a top-level and a subfolder meeting is ambiguous, listing both', async () => {
    await mkdir(path.join(vault.root, 'Meetings/2025'), { recursive: true });
    await write('Meetings/Standup.md', '---\ndate: 2026-01-01\n---\n');
    await write('Meetings/2025/Standup.md', '---\ndate: 2025-01-01\n---\n');
    const error = await resolveMeeting(vault, 'Standup').catch((e: unknown) => e);
    expect(AmbiguousError.isInstance(error)).toBe(true);
    expect((error as AmbiguousError).candidates).toEqual(['Meetings/2025/Standup.md', 'Meetings/Standup.md']);
    expect((error as Error).message).toContain('Meetings/2025/Standup.md, Meetings/Standup.md');
    expect(await resolveMeeting(vault, 'Meetings/Standup')).toBe('Meetings/Standup.md');
    expect(await resolveMeeting(vault, 'Meetings/2025/Standup.md')).toBe('Meetings/2025/Standup.md');
  });

  it('accepts only .md notes inside the meetings folder as a meeting path', async () => {
    await write('Meetings/plain', 'not markdown\n');
    await symlink(
      path.join(vault.root, 'Projects/website-redesign/scope.md'),
      path.join(vault.root, 'Meetings/Linked.md'),
    );
    for (const ref of [
      'Summaries/2026-03-09 Remote control kickoff',
      'Summaries/2026-03-09 Remote control kickoff.md',
      'Transcripts/2026-03-09 Remote control kickoff.md',
      'Projects/website-redesign/scope.md',
      '[[Projects/website-redesign/scope]]',
      'Meetings/plain',
      'Meetings',
    ]) {
      const error = await resolveMeeting(vault, ref).catch((e: unknown) => e);
      expect(NotFoundError.isInstance(error), ref).toBe(true);
      expect(error, ref).toMatchObject({ reason: 'meeting' });
      expect((error as Error).message, ref).toContain('meeting notes live under Meetings/');
    }
    // A symlink in the meetings folder is refused saying where it leads, not "not found" (review9 V13).
    for (const ref of ['Meetings/Linked.md', 'Linked'])
      await expect(resolveMeeting(vault, ref), ref).rejects.toThrow(
        'Meetings/Linked.md is a symlink to Projects/website-redesign/scope.md, not a meeting note',
      );
    const custom = await openVault(vault.root, parseConfig({ folders: { meetings: 'Calendar/Meetings' } }));
    await mkdir(path.join(vault.root, 'Calendar/Meetings/2025'), { recursive: true });
    await writeFile(path.join(vault.root, 'Calendar/Meetings/2025/Standup.md'), 'x\n');
    expect(await resolveMeeting(custom, 'Calendar/Meetings/2025/Standup')).toBe(
      'Calendar/Meetings/2025/Standup.md',
    );
    // F7: the note is there, outside the configured meetings folder: said, with the setting for its folder.
    await expect(resolveMeeting(custom, KICKOFF)).rejects.toThrow(
      'Meetings/2026-03-09 Remote control kickoff.md is outside the meetings folder (Calendar/Meetings/): to summarize the notes of Meetings/, set "folders": {"meetings": "Meetings"} in meeting-assistant.json, or move the note into Calendar/Meetings/',
    );
  });

  it('refuses meeting paths outside the vault or unsafe with PathSafetyError', async () => {
    await writeFile(path.join(outside.root, 'x.md'), 'x\n');
    await symlink(outside.root, path.join(vault.root, 'Meetings/out'));
    for (const ref of [
      path.join(outside.root, 'x.md'),
      '../x.md',
      'Meetings/../../x.md',
      'Meetings/out/x.md',
      '.trash/Meetings/x.md',
      'C:\\x.md',
    ]) {
      await expect(resolveMeeting(vault, ref), ref).rejects.toSatisfy(PathSafetyError.isInstance);
    }
  });

  it('takes a typed name literally (only link syntax has aliases and headings)', async () => {
    await write('Meetings/Sprint #5.md', '---\ndate: 2026-01-01\n---\n');
    expect(await resolveMeeting(vault, 'Sprint #5')).toBe('Meetings/Sprint #5.md');
    expect(await resolveMeeting(vault, '[[Meetings/2026-03-09 Remote control kickoff|Kickoff]]')).toBe(
      KICKOFF,
    );
  });

  it('reports unknown meetings and refuses hostile paths', async () => {
    await expect(resolveMeeting(vault, 'No such meeting')).rejects.toMatchObject({ reason: 'meeting' });
    await expect(resolveMeeting(vault, 'Meetings/none')).rejects.toThrow(NotFoundError);
    await expect(resolveMeeting(vault, '../etc/passwd')).rejects.toThrow(PathSafetyError);
  });
});

describe('readMeeting', () => {
  it('reads frontmatter fields as strings and resolves links', async () => {
    const m = await readMeeting(vault, FUNCTIONAL);
    expect(m).toMatchObject({
      path: FUNCTIONAL,
      name: '2026-03-10 Remote control functional design',
      date: '2026-03-10',
      status: 'ended',
      attendees: ['Project Manager', 'Marketing', 'Industrial Designer', 'User Interface'],
      projects: ['remote-control'],
      links: {
        transcript: 'Transcripts/2026-03-10 Remote control functional design.md',
        usernotes: 'Notes/2026-03-10 Remote control functional design.md',
        summary: 'Summaries/2026-03-10 Remote control functional design.md',
        context: 'Assistant/2026-03-10 Remote control functional design.md',
      },
    });
    expect(m.note.frontmatter?.data.title).toBe('Remote control functional design');
    expect(m.text.startsWith('---\n')).toBe(true);
  });

  it('never links outside; a link that names no file is reported, not replaced by the default (H6)', async () => {
    await write(
      'Meetings/Hostile.md',
      '---\ntranscript: "[[../../etc/passwd]]"\nsummary: "[[/etc/shadow]]"\nusernotes: "[[Nope/none]]"\n---\n',
    );
    const m = await readMeeting(vault, 'Meetings/Hostile.md');
    expect(m.links).toEqual({
      transcript: null,
      usernotes: null,
      summary: 'Summaries/Hostile.md',
      context: 'Assistant/Hostile.md',
    });
    expect(m.unresolved.map((u) => [u.key, u.link])).toEqual([
      ['transcript', '[[../../etc/passwd]]'],
      ['usernotes', '[[Nope/none]]'],
      ['summary', '[[/etc/shadow]]'],
    ]);
    await write('Transcripts/Hostile.md', 'x\n');
    expect((await readMeeting(vault, 'Meetings/Hostile.md')).links.transcript).toBeNull();
    await write('Meetings/Plain.md', '---\nstatus: ended\n---\n');
    await write('Transcripts/Plain.md', 'x\n');
    expect((await readMeeting(vault, 'Meetings/Plain.md')).links.transcript).toBe('Transcripts/Plain.md');
  });

  it('N13: a link to a file the path check refuses (symlink out, a folder, an escape) says why, not "names no file"', async () => {
    await writeFile(path.join(outside.root, 'secret.md'), 'secret\n');
    await symlink(path.join(outside.root, 'secret.md'), path.join(vault.root, 'Transcripts/Leak.md'));
    await write(
      'Meetings/Leak.md',
      '---\ntranscript: "[[Transcripts/Leak]]"\nusernotes: "[[Projects]]"\n---\n',
    );
    const m = await readMeeting(vault, 'Meetings/Leak.md');
    expect(m.links.transcript).toBeNull();
    expect(m.links.usernotes).toBeNull();
    const [transcript, usernotes] = m.unresolved;
    expect(transcript).toMatchObject({ key: 'transcript', reason: 'refused' });
    expect(transcript?.refusal).toMatch(/symlink/i);
    expect(unresolvedLinkMessage(transcript!, m.path)).toMatch(
      /^transcript link "\[\[Transcripts\/Leak\]\]" in Meetings\/Leak.md is refused: .*symlink/i,
    );
    expect(usernotes).toMatchObject({ key: 'usernotes', reason: 'refused' });
    expect(usernotes?.refusal).toMatch(/not a file|folder/i);
    // A missing file stays "names no file"; an escape is refused by its path form.
    await write(
      'Meetings/Gone.md',
      '---\ntranscript: "[[Transcripts/Nothing here]]"\nusernotes: "[[../../x]]"\n---\n',
    );
    const gone = await readMeeting(vault, 'Meetings/Gone.md');
    expect(gone.unresolved.map((u) => [u.key, u.reason])).toEqual([
      ['transcript', 'missing'],
      ['usernotes', 'refused'],
    ]);
    expect(unresolvedLinkMessage(gone.unresolved[0]!, gone.path)).toContain('names no file');
  });

  it('N13: without a link, a default transcript that is a symlink out of the vault is reported, not read as "no transcript"', async () => {
    await writeFile(path.join(outside.root, 'secret.md'), 'secret\n');
    await write('Meetings/Linked.md', '---\nstatus: ended\n---\n');
    await symlink(path.join(outside.root, 'secret.md'), path.join(vault.root, 'Transcripts/Linked.md'));
    const m = await readMeeting(vault, 'Meetings/Linked.md');
    expect(m.links.transcript).toBeNull();
    expect(m.unresolved).toHaveLength(1);
    expect(unresolvedLinkMessage(m.unresolved[0]!, m.path)).toMatch(
      /^transcript Transcripts\/Linked.md \(this meeting's default\) is refused: .*symlink/i,
    );
  });

  it('default link targets mirror the meeting subfolder, so same-name meetings never share files', async () => {
    await mkdir(path.join(vault.root, 'Meetings/2025'), { recursive: true });
    await mkdir(path.join(vault.root, 'Transcripts/2025'), { recursive: true });
    await mkdir(path.join(vault.root, 'Notes/2025'), { recursive: true });
    await write('Meetings/Standup.md', '---\nstatus: ended\n---\n');
    await write('Meetings/2025/Standup.md', '---\nstatus: ended\n---\n');
    await write('Transcripts/Standup.md', 'top\n');
    await write('Notes/Standup.md', 'top\n');
    const top = await readMeeting(vault, 'Meetings/Standup.md');
    const nested = await readMeeting(vault, 'Meetings/2025/Standup.md');
    expect(top.links).toEqual({
      transcript: 'Transcripts/Standup.md',
      usernotes: 'Notes/Standup.md',
      summary: 'Summaries/Standup.md',
      context: 'Assistant/Standup.md',
    });
    expect(nested.links).toEqual({
      transcript: null,
      usernotes: null,
      summary: 'Summaries/2025/Standup.md',
      context: 'Assistant/2025/Standup.md',
    });
    await write('Transcripts/2025/Standup.md', 'nested\n');
    await write('Notes/2025/Standup.md', 'nested\n');
    expect((await readMeeting(vault, 'Meetings/2025/Standup.md')).links).toMatchObject({
      transcript: 'Transcripts/2025/Standup.md',
      usernotes: 'Notes/2025/Standup.md',
    });
  });

  it('keeps a linked summary path that does not exist yet', async () => {
    await write('Meetings/Planned.md', '---\nsummary: "[[Summaries/Custom name]]"\n---\n');
    expect((await readMeeting(vault, 'Meetings/Planned.md')).links.summary).toBe('Summaries/Custom name.md');
  });

  it('re-reads the note on every call', async () => {
    await write('Meetings/Live.md', '---\nstatus: recording\n---\n');
    expect((await readMeeting(vault, 'Meetings/Live.md')).status).toBe('recording');
    await write('Meetings/Live.md', '---\nstatus: ended\n---\n');
    expect((await readMeeting(vault, 'Meetings/Live.md')).status).toBe('ended');
  });

  it('B05: refuses a ---js frontmatter note without running it', async () => {
    await write('Meetings/Evil.md', '---js\n{ title: (() => { throw new Error("ran") })() }\n---\n');
    await expect(readMeeting(vault, 'Meetings/Evil.md')).rejects.toSatisfy(FrontmatterError.isInstance);
    await expect(readMeeting(vault, 'Meetings/Evil.md')).rejects.toThrow(
      /^Meetings\/Evil\.md: unsupported frontmatter language .*\(line 1, column 4\)/,
    );
    await expect(boundProjects(vault, 'Meetings/Evil.md')).rejects.toMatchObject({
      path: 'Meetings/Evil.md',
    });
    await write('Meetings/Broken.md', '---\ntitle: [unclosed\n---\n');
    await expect(readMeeting(vault, 'Meetings/Broken.md')).rejects.toThrow(
      /^Meetings\/Broken\.md: frontmatter is not valid YAML \(line \d+, column \d+\): /,
    );
  });
});

describe('resolveWikilink', () => {
  it('resolves folder links, bare names, aliases, headings and quoted strings', async () => {
    expect(await resolveWikilink(vault, '[[Transcripts/2026-03-09 Remote control kickoff]]')).toBe(
      'Transcripts/2026-03-09 Remote control kickoff.md',
    );
    expect(await resolveWikilink(vault, '"[[Glossary|the glossary]]"')).toBe('Glossary.md');
    expect(await resolveWikilink(vault, '[[Project Manager#Voice]]')).toBe('Identities/Project Manager.md');
    expect(await resolveWikilink(vault, '[[Glossary.md]]')).toBe('Glossary.md');
    expect(await resolveWikilink(vault, '[[Nothing here]]')).toBeNull();
    expect(await resolveWikilink(vault, '[[../outside]]')).toBeNull();
  });

  it('reports a bare name that several notes share', async () => {
    await expect(resolveWikilink(vault, '[[2026-03-09 Remote control kickoff]]')).rejects.toSatisfy(
      AmbiguousError.isInstance,
    );
  });
});

describe('boundProjects', () => {
  it('seed 000: Agent lists projects bound to the meeting', async () => {
    expect(await boundProjects(vault, KICKOFF)).toEqual(['remote-control']);
    expect(
      await boundProjects(vault, 'Meetings/2026-02-25 Education committee - Estyn annual report.md'),
    ).toEqual([]);
  });

  it('accepts IDs and wikilinks; ignores missing, nested, escaping and symlinked-out entries', async () => {
    await mkdir(path.join(outside.root, 'evil'));
    await symlink(path.join(outside.root, 'evil'), path.join(vault.root, 'Projects/evil'));
    await symlink(path.join(vault.root, 'Meetings'), path.join(vault.root, 'Projects/meetings-link'));
    await write(
      'Meetings/Mixed.md',
      [
        '---',
        'projects:',
        '  - "[[Projects/website-redesign]]"',
        '  - remote-control',
        '  - "[[Projects/remote-control|RC]]"',
        '  - no-such-project',
        '  - remote-control/sub',
        '  - ..',
        '  - ../Meetings',
        '  - evil',
        '  - meetings-link',
        '  - .trash',
        '  - 42',
        '---',
        '',
      ].join('\n'),
    );
    expect(await boundProjects(vault, 'Meetings/Mixed.md')).toEqual(['website-redesign', 'remote-control']);
  });

  it('re-reads the meeting note on every call', async () => {
    await write('Meetings/Live.md', '---\nprojects: [remote-control]\n---\n');
    expect(await boundProjects(vault, 'Meetings/Live.md')).toEqual(['remote-control']);
    await write('Meetings/Live.md', '---\nprojects: [remote-control, meeting-recorder]\n---\n');
    expect(await boundProjects(vault, 'Meetings/Live.md')).toEqual(['remote-control', 'meeting-recorder']);
  });
});

describe('projects', () => {
  it('seed 000: Agent looks up meeting project context', async () => {
    const ids = await boundProjects(vault, KICKOFF);
    const metas = await Promise.all(ids.map((id) => readProjectMeta(vault, id)));
    expect(metas.map((m) => [m.id, m.name])).toEqual([['remote-control', 'Remote control']]);
    expect(metas[0]?.agents).toBe(
      await readFile(path.join(vault.root, 'Projects/remote-control/AGENTS.md'), 'utf8'),
    );
  });

  it('seed 004: the catalog holds metadata only (never AGENTS.md) and falls back to the ID', async () => {
    const catalog = await projectCatalog(vault);
    expect(catalog.find((p) => p.id === 'meeting-recorder')).toEqual({
      id: 'meeting-recorder',
      name: 'meeting-recorder',
      description: '',
      agents: null,
    });
    expect(catalog.every((p) => p.agents === null)).toBe(true);
  });

  it('readProjectMeta reads PROJECT.md and AGENTS.md, with fallbacks', async () => {
    const rc = await readProjectMeta(vault, 'remote-control');
    expect(rc.name).toBe('Remote control');
    expect(rc.description).toMatch(/^Design of a new TV remote control/);
    expect(rc.agents).toContain('#');
    expect(await readProjectMeta(vault, 'meeting-recorder')).toEqual({
      id: 'meeting-recorder',
      name: 'meeting-recorder',
      description: '',
      agents: null,
    });
    await write(
      'Projects/meeting-recorder/PROJECT.md',
      `---\nname: Rec\ndescription: ${'x'.repeat(300)}\n---\n`,
    );
    // N9 (L209): an over-long description is left out and said; the valid name is kept.
    expect(await readProjectMeta(vault, 'meeting-recorder', { agents: false })).toEqual({
      id: 'meeting-recorder',
      name: 'Rec',
      description: '',
      agents: null,
      problem:
        'Projects/meeting-recorder/PROJECT.md: frontmatter "description" is 300 characters; the limit is 256; it was left out, the name kept',
    });
    await expect(readProjectMeta(vault, '../Meetings')).rejects.toMatchObject({ reason: 'project' });
  });

  it('projectCatalog lists every project sorted by id, without AGENTS.md', async () => {
    await mkdir(path.join(vault.root, 'Projects/.hidden'));
    await write('Projects/loose-file.md', 'not a project\n');
    const catalog = await projectCatalog(vault);
    expect(catalog.map((p) => p.id)).toEqual(['meeting-recorder', 'remote-control', 'website-redesign']);
    expect(catalog.every((p) => p.agents === null)).toBe(true);
    expect(catalog[2]?.name).toBe('Website redesign');
  });

  it('validateProjectMd checks name and description length', () => {
    expect(validateProjectMd('---\nname: A\ndescription: short\n---\nbody')).toEqual({ ok: true });
    expect(validateProjectMd('---\nname: ""\n---\n')).toMatchObject({ ok: false, problem: /name/ });
    expect(validateProjectMd(`---\nname: A\ndescription: ${'d'.repeat(257)}\n---\n`)).toMatchObject({
      ok: false,
      problem: /257 characters; the limit is 256/,
    });
    expect(validateProjectMd(`---\nname: A\ndescription: ${'d'.repeat(256)}\n---\n`)).toEqual({ ok: true });
    expect(validateProjectMd('# no frontmatter')).toMatchObject({ ok: false });
    expect(validateProjectMd('---js\n{name: "x"}\n---\n')).toMatchObject({ ok: false });
    expect(validateProjectMd('---\nname: [unclosed\n---\n')).toMatchObject({ ok: false });
  });
});

describe('pastSummaries', () => {
  it('returns intersecting summaries newest first, then by name, honouring exclude', async () => {
    await write(
      'Summaries/B older.md',
      '---\ndate: 2026-03-01\nprojects: ["[[Projects/remote-control]]"]\n---\n',
    );
    await write('Summaries/A same day.md', '---\ndate: 2026-03-09\nprojects: [remote-control]\n---\n');
    await write('Summaries/Undated.md', '---\nprojects: [remote-control]\n---\n');
    await write('Summaries/Other.md', '---\ndate: 2026-04-01\nprojects: [website-redesign]\n---\n');
    await write('Summaries/Broken.md', '---\nprojects: [remote-control\n---\n');
    const list = await pastSummaries(vault, ['remote-control']);
    // Same date: name descending ("A…" sorts after "2026…").
    expect(list.map((s) => s.name)).toEqual([
      'A same day',
      '2026-03-09 Remote control kickoff',
      'B older',
      'Undated',
    ]);
    expect(list[1]).toEqual({
      path: 'Summaries/2026-03-09 Remote control kickoff.md',
      name: '2026-03-09 Remote control kickoff',
      date: '2026-03-09',
      projects: ['remote-control'],
    });
    const excluded = await pastSummaries(vault, ['remote-control'], {
      exclude: 'Summaries/2026-03-09 Remote control kickoff.md',
    });
    expect(excluded.map((s) => s.name)).toEqual(['A same day', 'B older', 'Undated']);
    expect(await pastSummaries(vault, [])).toEqual([]);
    expect((await pastSummaries(vault, ['website-redesign'])).map((s) => s.name)).toEqual(['Other']);
  });
});

describe('listFiles', () => {
  it('lists files recursively with line and byte counts, skipping trash and links out', async () => {
    await mkdir(path.join(vault.root, 'Projects/remote-control/sub'));
    await write('Projects/remote-control/sub/empty.md', '');
    await write('Projects/remote-control/sub/two.md', 'a\nb');
    await writeFile(path.join(outside.root, 'secret.md'), 'secret\n');
    await symlink(
      path.join(outside.root, 'secret.md'),
      path.join(vault.root, 'Projects/remote-control/leak.md'),
    );
    await symlink(outside.root, path.join(vault.root, 'Projects/remote-control/out'));
    const files = await listFiles(vault, 'Projects/remote-control');
    expect(files.map((f) => f.path)).toEqual([
      'Projects/remote-control/AGENTS.md',
      'Projects/remote-control/PROJECT.md',
      'Projects/remote-control/decisions.md',
      'Projects/remote-control/requirements.md',
      'Projects/remote-control/sub/empty.md',
      'Projects/remote-control/sub/two.md',
    ]);
    expect(files.find((f) => f.path.endsWith('two.md'))).toMatchObject({ lines: 2, bytes: 3 });
    expect(files.find((f) => f.path.endsWith('empty.md'))).toMatchObject({ lines: 0, bytes: 0 });

    await mkdir(path.join(vault.root, '.trash/Projects'), { recursive: true });
    await write('.trash/Projects/gone.md', 'x\n');
    const all = await listFiles(vault, '.');
    expect(all.some((f) => f.path.startsWith('.trash/'))).toBe(false);
    expect(all.some((f) => f.path === 'Glossary.md')).toBe(true);
    await expect(listFiles(vault, '../')).rejects.toThrow(PathSafetyError);
    expect(await listFiles(vault, 'Projects/none')).toEqual([]);
    await rm(path.join(vault.root, 'Projects/remote-control/out'));
  });
  it('keeps symlinks only when they resolve inside the listed folder, not just inside the vault', async () => {
    const meeting = 'Meetings/2026-03-05 Meeting Recorder weekly.md';
    await symlink(`../../${meeting}`, path.join(vault.root, 'Projects/meeting-recorder/leak.md'));
    await symlink('notes.md', path.join(vault.root, 'Projects/meeting-recorder/alias.md'));
    await symlink(
      '../remote-control/decisions.md',
      path.join(vault.root, 'Projects/meeting-recorder/other.md'),
    );
    const files = await listFiles(vault, 'Projects/meeting-recorder');
    expect(files.map((f) => f.path)).toEqual([
      'Projects/meeting-recorder/alias.md',
      'Projects/meeting-recorder/notes.md',
    ]);
    // Listed from the whole vault, the same links stay inside it.
    const all = (await listFiles(vault, '.')).map((f) => f.path);
    expect(all).toContain('Projects/meeting-recorder/leak.md');
  });
});
