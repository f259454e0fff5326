import { mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commitSummary, ensureContextNote } from '../artifacts/index.js';
import { loadConfig } from '../config/index.js';
import { editFrontmatter } from '../notes/index.js';
import { copySampleVault, makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import {
  boundProjects,
  openVault,
  pastSummaries,
  readMeeting,
  resolveMeeting,
  resolveWikilink,
  type Vault,
} from '../vault/index.js';
import {
  addPerson,
  closestNames,
  findExistingPath,
  formatLink,
  frontmatterList,
  parseLink,
  personName,
  removePerson,
  safeNoteName,
} from './index.js';

const NFC = 'Caf\u00e9';
const NFD = 'Cafe\u0301';

let dir: TempDir;
let vault: Vault;
const write = async (rel: string, text: string) => {
  await mkdir(path.dirname(path.join(dir.root, rel)), { recursive: true });
  await writeFile(path.join(dir.root, rel), text);
};
const read = (rel: string) => readFile(path.join(dir.root, rel), 'utf8');

beforeEach(async () => {
  dir = await copySampleVault();
  vault = await openVault(dir.root, await loadConfig({ vault: dir.root }));
});
afterEach(async () => {
  await dir.cleanup();
});

describe('H2: safe derived names and links that round-trip', () => {
  it('H2: safeNoteName drops what Obsidian refuses and keeps safe names as they are', () => {
    expect(safeNoteName('Sprint #3 review')).toBe('Sprint 3 review');
    expect(safeNoteName('Q1: plan [draft] | v2 ^x')).toBe('Q1 plan draft v2 x');
    expect(safeNoteName('a/b\\c*d"e<f>g?h')).toBe('a b c d e f g h');
    expect(safeNoteName('tab\there\u0007bell')).toBe('tab here bell');
    expect(safeNoteName('..hidden. ')).toBe('hidden');
    expect(safeNoteName('###')).toBe('Untitled');
    expect(safeNoteName('CON')).toBe('CON-');
    expect(safeNoteName('Console')).toBe('Console');
    expect(safeNoteName('2026-03-09 Remote control kickoff')).toBe('2026-03-09 Remote control kickoff');
    expect(safeNoteName(`${NFD} sync`)).toBe(`${NFC} sync`);
    for (const hostile of ['[[x]]', 'a#b^c|d', 'C:\\x', '../up', '\u0000']) {
      expect(safeNoteName(hostile)).not.toMatch(/[[\]#^|\\/:\u0000-\u001f]/);
    }
  });

  it('H2: parseLink reads headings, block references, aliases, embeds and Markdown links as Obsidian does', () => {
    expect(parseLink('"[[Summaries/X#Decisions|the decisions]]"')).toMatchObject({
      target: 'Summaries/X',
      subpath: 'Decisions',
      alias: 'the decisions',
      form: 'wikilink',
    });
    expect(parseLink('[[Notes/Y^abc123]]')).toMatchObject({ target: 'Notes/Y', subpath: '^abc123' });
    expect(parseLink('[[Notes/Y#^abc123]]')).toMatchObject({ target: 'Notes/Y', subpath: '^abc123' });
    expect(parseLink('![[Pic.png|200]]')).toMatchObject({ target: 'Pic.png', alias: '200' });
    expect(parseLink('[[Table link\\|alias]]')).toMatchObject({ target: 'Table link', alias: 'alias' });
    expect(parseLink('[Sprint #3](Meetings/Sprint%20%233%20review.md#Notes)')).toMatchObject({
      target: 'Meetings/Sprint #3 review.md',
      subpath: 'Notes',
      form: 'markdown',
    });
    expect(parseLink('Transcripts/Sprint #3 review')).toMatchObject({
      target: 'Transcripts/Sprint #3 review',
      form: 'plain',
    });
  });

  it('H2: every link the product writes resolves back to its file, even for names with # ^ | [ ]', async () => {
    const names = ['Sprint #3 review', 'Plan ^2', 'A | B', 'Draft [v2]', 'Ünïcødé (1)', 'Plain name'];
    for (const name of names) {
      const rel = `Meetings/${name}.md`;
      await write(rel, '---\nstatus: ended\n---\n');
      const link = formatLink(rel);
      const inner = /^\[\[(.*)\]\]$/.exec(link)?.[1];
      if (inner !== undefined) expect(inner).not.toMatch(/[#^|]/);
      expect(await resolveWikilink(vault, link)).toBe(rel);
      expect(await resolveWikilink(vault, `"${link}"`)).toBe(rel);
    }
    expect(formatLink('Summaries/Sprint 3 review.md')).toBe('[[Summaries/Sprint 3 review]]');
  });

  it('H2: "Sprint #3 review" and "Sprint #4 review", each summarized twice, keep their own notes', async () => {
    for (const n of [3, 4]) {
      await write(
        `Meetings/Sprint #${n} review.md`,
        `---\nstatus: ended\ntranscript: "[[Transcripts/Sprint #${n} review]]"\n---\nnotes ${n}\n`,
      );
      await write(`Transcripts/Sprint #${n} review.md`, `Alice: sprint ${n}\n`);
    }
    for (let round = 1; round <= 2; round++) {
      for (const n of [3, 4]) {
        const rel = `Meetings/Sprint #${n} review.md`;
        const meeting = await readMeeting(vault, rel);
        expect(meeting.links.transcript).toBe(`Transcripts/Sprint #${n} review.md`);
        expect(meeting.links.summary).toBe(`Summaries/Sprint ${n} review.md`);
        await ensureContextNote(vault, meeting);
        await commitSummary(vault, await readMeeting(vault, rel), {
          body: `summary ${n} round ${round}\n`,
          frontmatter: { meeting: formatLink(rel) },
        });
      }
    }
    for (const n of [3, 4]) {
      expect(await read(`Summaries/Sprint ${n} review.md`)).toContain(`summary ${n} round 2`);
      const note = await read(`Meetings/Sprint #${n} review.md`);
      expect(note).toContain(`summary: "[[Summaries/Sprint ${n} review]]"`);
      expect(note).toContain(`context: "[[Assistant/Sprint ${n} review]]"`);
      expect(await read(`Assistant/Sprint ${n} review.md`)).toContain(
        `meeting: "[Sprint #${n} review](Meetings/Sprint%20%23${n}%20review.md)"`,
      );
    }
    const trashed = await readdir(path.join(dir.root, '.trash/Summaries'));
    expect(trashed.sort()).toEqual(['Sprint 3 review.md', 'Sprint 4 review.md']);
    expect(await read('.trash/Summaries/Sprint 3 review.md')).toContain('summary 3 round 1');
    expect(await readdir(path.join(dir.root, 'Summaries'))).not.toContain('Sprint.md');
  });

  it("H2: meetings whose safe names collide never share a summary; another meeting's note is never trashed", async () => {
    await write('Meetings/Sprint #3 review.md', '---\nstatus: ended\n---\n');
    await write('Meetings/Sprint 3 review.md', '---\nstatus: ended\n---\n');
    const hash = await readMeeting(vault, 'Meetings/Sprint #3 review.md');
    await commitSummary(vault, hash, { body: 'hash\n', frontmatter: { meeting: formatLink(hash.path) } });
    const plain = await readMeeting(vault, 'Meetings/Sprint 3 review.md');
    expect(plain.links.summary).toBe('Summaries/Sprint 3 review (2).md');
    await commitSummary(vault, plain, { body: 'plain\n', frontmatter: { meeting: formatLink(plain.path) } });
    expect(await read('Summaries/Sprint 3 review.md')).toContain('hash');
    expect(await read('Summaries/Sprint 3 review (2).md')).toContain('plain');

    // A bare `meeting:` name that several notes share still counts as the meeting's own.
    const kickoff = await readMeeting(vault, 'Meetings/2026-03-09 Remote control kickoff.md');
    await write(
      'Summaries/2026-03-09 Remote control kickoff.md',
      '---\nmeeting: "[[2026-03-09 Remote control kickoff]]"\ngenerated_by: meeting-assistant\n---\nold\n',
    );
    // (No content_hash: F12 replaces it only with force; the point here is that it is not foreign.)
    const done = await commitSummary(vault, kickoff, { body: 'new\n', frontmatter: {}, force: true });
    expect(done.trashed).toBe('.trash/Summaries/2026-03-09 Remote control kickoff.md');

    // A summary: link pointing at another meeting's summary is refused (R10): the default summary
    // is used, and commitSummary itself never replaces another meeting's note.
    await write('Meetings/Other.md', '---\nstatus: ended\nsummary: "[[Summaries/Sprint 3 review]]"\n---\n');
    const other = await readMeeting(vault, 'Meetings/Other.md');
    expect(other.links.summary).toBe('Summaries/Other.md');
    expect(other.unresolved).toEqual([
      expect.objectContaining({
        key: 'summary',
        reason: 'refused',
        refusal: expect.stringMatching(/belongs to another meeting/),
      }),
    ]);
    const foreign = { ...other, links: { ...other.links, summary: 'Summaries/Sprint 3 review.md' } };
    await expect(commitSummary(vault, foreign, { body: 'other\n', frontmatter: {} })).rejects.toThrow(
      /belongs to another meeting/,
    );
    expect(await read('Summaries/Sprint 3 review.md')).toContain('hash');
    expect((await commitSummary(vault, other, { body: 'other\n', frontmatter: {} })).path).toBe(
      'Summaries/Other.md',
    );
    expect(await read('Summaries/Sprint 3 review.md')).toContain('hash');
  });

  it('H2: an old `[[Summaries/Sprint #3 review]]` link whose file is gone is replaced, never read as Summaries/Sprint', async () => {
    await write(
      'Meetings/Sprint #3 review.md',
      '---\nstatus: ended\nsummary: "[[Summaries/Sprint #3 review]]"\n---\n',
    );
    const meeting = await readMeeting(vault, 'Meetings/Sprint #3 review.md');
    expect(meeting.links.summary).toBe('Summaries/Sprint 3 review.md');
    await commitSummary(vault, meeting, { body: 'x\n', frontmatter: {} });
    expect(await read('Meetings/Sprint #3 review.md')).toContain('summary: "[[Summaries/Sprint 3 review]]"');
  });
});

describe('H3: Unicode normalization and case', () => {
  it('H3: an NFC link finds the NFD file and the reverse', async () => {
    await write(`Transcripts/2026-05-04 ${NFD} sync.md`, 'x\n');
    await write(`Notes/2026-05-04 ${NFC} notes.md`, 'y\n');
    expect(await resolveWikilink(vault, `[[Transcripts/2026-05-04 ${NFC} sync]]`)).toBe(
      `Transcripts/2026-05-04 ${NFD} sync.md`,
    );
    expect(await resolveWikilink(vault, `[[2026-05-04 ${NFC} sync]]`)).toBe(
      `Transcripts/2026-05-04 ${NFD} sync.md`,
    );
    expect(await resolveWikilink(vault, `[[Notes/2026-05-04 ${NFD} notes]]`)).toBe(
      `Notes/2026-05-04 ${NFC} notes.md`,
    );
    // Other form and other case at once (a non-ASCII name among ASCII ones: issue 13 (f) lists
    // ASCII names without Unicode normalization).
    expect(await resolveWikilink(vault, `[[Transcripts/2026-05-04 ${NFC.toUpperCase()} SYNC]]`)).toBe(
      `Transcripts/2026-05-04 ${NFD} sync.md`,
    );
    expect(await resolveWikilink(vault, `[[Notes/2026-05-04 ${NFD.toUpperCase()} NOTES]]`)).toBe(
      `Notes/2026-05-04 ${NFC} notes.md`,
    );
  });

  it('H3: links resolve case-insensitively; an exact-case match wins when both exist', async () => {
    await write('Transcripts/Falcon Sync Raw.md', 'x\n');
    expect(await resolveWikilink(vault, '[[transcripts/falcon sync raw]]')).toBe(
      'Transcripts/Falcon Sync Raw.md',
    );
    expect(await resolveWikilink(vault, '[[falcon sync RAW]]')).toBe('Transcripts/Falcon Sync Raw.md');
    await write('Transcripts/falcon sync raw.md', 'lower\n');
    expect(await resolveWikilink(vault, '[[Transcripts/falcon sync raw]]')).toBe(
      'Transcripts/falcon sync raw.md',
    );
    expect(await resolveWikilink(vault, '[[Transcripts/Falcon Sync Raw]]')).toBe(
      'Transcripts/Falcon Sync Raw.md',
    );
    await expect(resolveWikilink(vault, '[[Transcripts/FALCON SYNC RAW]]')).rejects.toThrow(/ambiguous/);
  });

  it('H3: a meeting name typed in NFC finds the NFD note (with or without its date), any case', async () => {
    await write(`Meetings/2026-05-04 ${NFD} sync.md`, '---\nstatus: ended\n---\n');
    const want = `Meetings/2026-05-04 ${NFD} sync.md`;
    expect(await resolveMeeting(vault, `2026-05-04 ${NFC} sync`)).toBe(want);
    expect(await resolveMeeting(vault, `${NFC} sync`)).toBe(want);
    expect(await resolveMeeting(vault, `${NFC.toUpperCase()} SYNC`)).toBe(want);
    expect(await resolveMeeting(vault, `meetings/2026-05-04 ${NFC} sync.md`)).toBe(want);
  });

  it('H3: the meeting transcript named after an NFD meeting is found from its NFC twin', async () => {
    await write(`Meetings/${NFC} sync.md`, '---\nstatus: ended\n---\n');
    await write(`Transcripts/${NFD} sync.md`, 'x\n');
    expect((await readMeeting(vault, `Meetings/${NFC} sync.md`)).links.transcript).toBe(
      `Transcripts/${NFD} sync.md`,
    );
  });

  it('H3: project IDs match by name (case, NFC/NFD); past summaries too', async () => {
    await mkdir(path.join(dir.root, `Projects/${NFD}-app`), { recursive: true });
    await write(
      'Meetings/P.md',
      `---\nstatus: ended\nprojects: [Remote-Control, "[[projects/${NFC}-APP]]"]\n---\n`,
    );
    expect(await boundProjects(vault, 'Meetings/P.md')).toEqual(['remote-control', `${NFD}-app`]);
    const past = await pastSummaries(vault, ['REMOTE-CONTROL']);
    expect(past.map((p) => p.path)).toContain('Summaries/2026-03-09 Remote control kickoff.md');
  });

  it('H3: findExistingPath matches names only; the path check still refuses escapes', async () => {
    const outside = await makeTempDir();
    try {
      await writeFile(path.join(outside.root, 'secret.md'), 'secret\n');
      await symlink(
        path.join(outside.root, 'secret.md'),
        path.join(dir.root, 'Projects/remote-control/Leak.md'),
      );
      const spelled = await findExistingPath(path.join(dir.root, 'Projects/remote-control'), 'leak.md');
      expect(spelled).toBe('Leak.md');
      await write(
        'Meetings/L.md',
        '---\nstatus: ended\ntranscript: "[[Projects/remote-control/leak]]"\n---\n',
      );
      const meeting = await readMeeting(vault, 'Meetings/L.md');
      expect(meeting.links.transcript).toBeNull();
      // N13: the link names a file, which the path check refuses: said as refused, not missing.
      expect(meeting.unresolved[0]).toMatchObject({ key: 'transcript', reason: 'refused' });
      expect(meeting.unresolved[0]?.refusal).toContain('through a symlink');
      await expect(findExistingPath(dir.root, '../x')).rejects.toThrow(/\.\./);
    } finally {
      await outside.cleanup();
    }
  });
});

describe('H5: frontmatter shapes users have', () => {
  it('H5: comma strings and wikilinked people read as the lists they mean', async () => {
    expect(frontmatterList('Alice Example, Bob Sample')).toEqual(['Alice Example', 'Bob Sample']);
    expect(frontmatterList('falcon, heron')).toEqual(['falcon', 'heron']);
    expect(frontmatterList(['[[Alice Example]]', '[[People/Bob Sample|Bob]]'])).toEqual([
      '[[Alice Example]]',
      '[[People/Bob Sample|Bob]]',
    ]);
    expect(frontmatterList('[[People/Doe, Jane|Jane]], Bob')).toEqual(['[[People/Doe, Jane|Jane]]', 'Bob']);
    expect(frontmatterList([[['Alice Example']]])).toEqual(['[[Alice Example]]']);
    expect(personName('[[People/Bob Sample|Bob]]')).toBe('Bob Sample');

    await mkdir(path.join(dir.root, 'Projects/falcon'), { recursive: true });
    await mkdir(path.join(dir.root, 'Projects/heron'), { recursive: true });
    await write(
      'Meetings/Shapes.md',
      '---\nstatus: ended\nattendees: Alice Example, Bob Sample\nprojects: falcon, heron\n---\n',
    );
    const m = await readMeeting(vault, 'Meetings/Shapes.md');
    expect(m.attendees).toEqual(['Alice Example', 'Bob Sample']);
    expect(await boundProjects(vault, 'Meetings/Shapes.md')).toEqual(['falcon', 'heron']);
    await write(
      'Meetings/Links.md',
      '---\nattendees:\n  - "[[Alice Example]]"\n  - "[[People/Bob Sample|Bob]]"\n  - [[Carol Unquoted]]\n---\n',
    );
    expect((await readMeeting(vault, 'Meetings/Links.md')).attendees).toEqual([
      'Alice Example',
      'Bob Sample',
      'Carol Unquoted',
    ]);
  });

  it('H5: person edits match by name whatever the link form and keep the note style and other bytes', () => {
    const linked =
      '---\ntitle: x # keep\nattendees:\n  - "[[Alice Example]]"\n  - "[[People/Bob Sample|Bob]]"\ntags: [a]\n---\nbody\n';
    let added = true;
    expect(editFrontmatter(linked, (d) => (added = addPerson(d, 'attendees', 'bob sample')))).toBe(linked);
    expect(added).toBe(false);
    const withCarol = editFrontmatter(linked, (d) => addPerson(d, 'attendees', 'Carol'));
    expect(withCarol).toBe(linked.replace('tags:', '  - "[[Carol]]"\ntags:'));
    const noAlice = editFrontmatter(linked, (d) => removePerson(d, 'attendees', 'Alice Example'));
    expect(noAlice).toBe(linked.replace('  - "[[Alice Example]]"\n', ''));
    const noBob = editFrontmatter(linked, (d) => removePerson(d, 'attendees', 'Bob'));
    expect(noBob).toBe(linked.replace('  - "[[People/Bob Sample|Bob]]"\n', ''));

    const comma = '---\r\nattendees: Alice Example, Bob Sample # people\r\nstatus: ended\r\n---\r\nbody\r\n';
    expect(editFrontmatter(comma, (d) => addPerson(d, 'attendees', 'Bob Sample'))).toBe(comma);
    expect(editFrontmatter(comma, (d) => addPerson(d, 'attendees', 'Carol'))).toBe(
      comma.replace('Bob Sample #', 'Bob Sample, Carol #'),
    );
    expect(editFrontmatter(comma, (d) => removePerson(d, 'attendees', 'ALICE EXAMPLE'))).toBe(
      comma.replace('Alice Example, ', ''),
    );
    const folder = '---\nattendees:\n  - "[[People/Alice]]"\n  - "[[People/Bob]]"\n---\n';
    expect(editFrontmatter(folder, (d) => addPerson(d, 'attendees', 'Carol'))).toBe(
      folder
        .replace('---\n', '')
        .replace(/---\n$/, '  - "[[People/Carol]]"\n---\n')
        .replace(/^/, '---\n'),
    );
  });
});

describe('H17: closest names', () => {
  it('H17: closestNames ranks near spellings first and leaves unrelated names out', () => {
    const names = ['2026-03-09 Remote control kickoff', 'Sprint 3 review', 'Budget', 'Sprint 4 review'];
    expect(closestNames('sprint 3 revew', names)[0]).toBe('Sprint 3 review');
    expect(closestNames('kickoff', names)).toEqual(['2026-03-09 Remote control kickoff']);
    expect(closestNames('zzzzzzzz', names)).toEqual([]);
    expect(closestNames(`${NFD}`, [NFC, 'Tea'])).toEqual([NFC]);
  });

  it('H17: an unknown meeting name says "did you mean" with the closest meeting names', async () => {
    await expect(resolveMeeting(vault, 'Remote control kikoff')).rejects.toThrow(
      /did you mean "2026-03-09 Remote control kickoff"/,
    );
  });
});
