/**
 * Every refusal rule of docs/tools.md, plus the path cases B14–B18 through the
 * tools: each call returns `refused: …` (never throws) and changes no file,
 * proven by hashing the vault (and the folder outside it) before and after.
 */
import { mkdir, readdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isRefusal } from '../src/index.js';
import { hashTree } from '../src/test-support/hash-tree.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
let outside: string;

beforeEach(async () => {
  t = await sampleSession(MEETINGS.functional);
  outside = path.join(path.dirname(t.root), 'outside');
  await mkdir(outside);
  await writeFile(path.join(outside, 'secret.md'), 'TOPSECRET outside the vault\n');
  const project = path.join(t.root, 'Projects/remote-control');
  await symlink(path.join(outside, 'secret.md'), path.join(project, 'leak.md'));
  await symlink(outside, path.join(project, 'shared'));
  await symlink(path.join(t.root, 'Projects/website-redesign'), path.join(project, 'sibling'));
  await symlink(path.join(t.root, 'Projects/website-redesign/scope.md'), path.join(project, 'scope-link.md'));
  await writeFile(
    path.join(t.root, 'Summaries/2026-01-05 Website kickoff.md'),
    '---\ndate: 2026-01-05\nprojects: [website-redesign]\n---\n## Summary\nNavigation.\n',
  );
});
afterEach(async () => t?.cleanup());

type Case = [tool: string, args: Record<string, unknown>, expected: RegExp | string];

async function expectRefusedUnchanged(cases: Case[]): Promise<void> {
  const vaultHash = await hashTree(t.root);
  const outsideHash = await hashTree(outside);
  for (const [tool, args, expected] of cases) {
    const out = await runTool(t.session, tool, args);
    expect(isRefusal(out), `${tool} ${JSON.stringify(args)} → ${out}`).toBe(true);
    if (typeof expected === 'string') expect(out).toBe(expected);
    else expect(out).toMatch(expected);
  }
  expect(await hashTree(t.root)).toBe(vaultHash);
  expect(await hashTree(outside)).toBe(outsideHash);
  expect(t.session.audit.entries).toHaveLength(0);
}

const P = 'remote-control';
const W = (extra: Record<string, unknown>) => ({ project: P, path: 'decisions.md', content: 'x', ...extra });

describe('refusals: write modes (docs/tools.md, Write modes)', () => {
  it('refuses replace_file with from/to/insert, insert with from/to, half ranges and ranges outside the file', async () => {
    const ambiguous = /^refused: ambiguous write mode/;
    await expectRefusedUnchanged([
      ['write_projectfile', W({ replace_file: true, from: 1, to: 1 }), ambiguous],
      ['write_projectfile', W({ replace_file: true, insert: 1 }), ambiguous],
      ['write_projectfile', W({ insert: 1, from: 1, to: 2 }), ambiguous],
      ['write_projectfile', W({ from: 1 }), /^refused: from and to must be given together; use one mode/],
      ['write_projectfile', W({ to: 2 }), /^refused: from and to must be given together/],
      [
        'write_projectfile',
        W({ from: 50, to: 60 }),
        /^refused: line range outside the file \(it has 4 lines\); from\/to must lie within 1–4; insert within 1–5$/,
      ],
      ['write_projectfile', W({ insert: 9 }), /it has 4 lines/],
      ['write_projectfile', W({ from: 0, to: 1 }), /^refused: from must be a whole number >= 1, got 0/],
      ['write_context', { content: 'x', replace_file: true, to: 1 }, ambiguous],
      [
        'write_summary',
        { content: 'x', from: 2, to: 3 },
        /^refused: line range outside the file \(it has 0 lines\)/,
      ],
    ]);
    expect(t.session.summaryDraft.read()).toBeNull();
  });
});

describe('refusals: paths (docs/tools.md, Paths; B14–B18)', () => {
  it('B14: symlinks inside the project that resolve outside the vault are refused for reads and writes', async () => {
    const outsideRefusal = /^refused: path: .*symlink|^refused: path: .*outside/;
    await expectRefusedUnchanged([
      ['read_projectfile', { project: P, path: 'leak.md' }, outsideRefusal],
      ['read_projectfile', { project: P, path: 'shared/secret.md' }, outsideRefusal],
      ['write_projectfile', W({ path: 'leak.md' }), outsideRefusal],
      ['list_projectfiles', { project: P, path: 'shared' }, outsideRefusal],
    ]);
    const listed = await runTool(t.session, 'list_projectfiles', { project: P });
    expect(listed).not.toContain('secret');
    expect(await runTool(t.session, 'search', { query: 'TOPSECRET' })).toBe('no matches');
  });

  it('B15: writing a new file through a symlinked folder is refused and nothing appears outside', async () => {
    await expectRefusedUnchanged([
      ['write_projectfile', W({ path: 'shared/new-summary.md', replace_file: true }), /^refused: path: /],
    ]);
    expect(await readdir(outside)).toEqual(['secret.md']);
  });

  it('B16: a path into a sibling project (by "..", or by a symlink inside the vault) is refused', async () => {
    await expectRefusedUnchanged([
      [
        'read_projectfile',
        { project: P, path: '../website-redesign/scope.md' },
        /^refused: path: path must not contain "\.\."/,
      ],
      ['read_projectfile', { project: P, path: 'sibling/scope.md' }, /^refused: path: /],
      ['read_projectfile', { project: P, path: 'scope-link.md' }, /^refused: path: /],
      ['write_projectfile', W({ path: 'sibling/scope.md' }), /^refused: path: /],
    ]);
  });

  it('B18: absolute, drive, UNC, NUL, bidi, fullwidth and .trash paths are refused', async () => {
    const cases: Case[] = [
      '/etc/passwd',
      '~/secret.md',
      'C:\\Windows\\win.ini',
      '\\\\server\\share\\x.md',
      '..\\website-redesign\\scope.md',
      'decisions.md\u0000.png',
      '\u202Egnp.md',
      '．．／secret.md',
      '.trash/x.md',
      '',
    ].flatMap((p): Case[] => [
      ['read_projectfile', { project: P, path: p }, /^refused: path: /],
      ['write_projectfile', W({ path: p }), /^refused: path: /],
    ]);
    await expectRefusedUnchanged(cases);
  });

  it('B18: percent-encoding is never decoded ("%2e%2e" is a literal name inside the project)', async () => {
    await expectRefusedUnchanged([
      ['read_projectfile', { project: P, path: '%2e%2e/secret.md' }, /^refused: file not found: /],
    ]);
    const out = await runTool(t.session, 'write_projectfile', W({ path: '%2e%2e/secret.md' }));
    expect(out).toBe('created Projects/remote-control/%2e%2e/secret.md (1 line)');
  });
});

/** How a project is bound, said when a project has no folder (L101). */
const BIND = `a project is bound by listing its folder in the meeting note's projects: property (- "[[Projects/<id>]]"); request_project_association asks the user for one`;

describe('refusals: scope (seed 000, seed 004)', () => {
  const bound = 'bound: remote-control';
  it('unbound projects are refused for every project tool, naming the bound ones', async () => {
    const unbound = (id: string) => `refused: project "${id}" is not bound to this meeting; ${bound}`;
    const noFolder = (id: string) =>
      `refused: project "${id}" is not bound to this meeting (there is no project folder Projects/${id}: a project is a folder there); ${bound}; ${BIND}`;
    await expectRefusedUnchanged([
      ['read_projectfile', { project: 'website-redesign', path: 'scope.md' }, unbound('website-redesign')],
      [
        'write_projectfile',
        { project: 'website-redesign', path: 'scope.md', content: 'x' },
        unbound('website-redesign'),
      ],
      // L101: a name with no project folder says so, and how a project is bound.
      ['list_projectfiles', { project: 'no-such' }, noFolder('no-such')],
      [
        'read_projectfile',
        { project: '../website-redesign', path: 'scope.md' },
        noFolder('../website-redesign'),
      ],
      ['list_past_project_meetings', { project: 'website-redesign' }, unbound('website-redesign')],
    ]);
  });

  it('search refuses out-of-scope projects, naming the unbound and the bound ones', async () => {
    await expectRefusedUnchanged([
      [
        'search',
        { query: 'x', projects: ['website-redesign', 'ghost'] },
        `refused: projects "website-redesign", "ghost" are not bound to this meeting (there is no project folder Projects/ghost: a project is a folder there); ${bound}; ${BIND}`,
      ],
      ['search', { query: '(' }, /^refused: invalid search pattern: unclosed group; fix the regex/],
    ]);
  });

  it('bad patterns are refused on one line that suggests no flags the model cannot pass (real ripgrep)', async () => {
    const cases: Array<[string, RegExp]> = [
      ['(', /^refused: invalid search pattern: unclosed group; fix the regex /],
      [
        '(?<=budget)x',
        /^refused: invalid search pattern: look-around.* is not supported; rewrite it without look-around/,
      ],
      ['budget\\ncost', /^refused: invalid search pattern: .*"\\n".*; patterns match within one line/],
    ];
    for (const [query, expected] of cases) {
      const out = await runTool(t.session, 'search', { query });
      expect(out).toMatch(expected);
      expect(out).not.toContain('\n');
      expect(out).not.toMatch(/--[a-z]|pcre2|Consider/i);
    }
  });

  it('a meeting without bound projects has nothing to search', async () => {
    await t.cleanup();
    t = await sampleSession(MEETINGS.committee);
    expect(await runTool(t.session, 'search', { query: 'Estyn' })).toMatch(
      /^refused: no projects are bound to this meeting; bound: \(none/,
    );
    expect(await runTool(t.session, 'list_projects')).toMatch(/^no projects are bound/);
  });

  it('past summaries outside the bound projects are refused, listing the allowed ones', async () => {
    const allowed = 'allowed: Summaries/2026-03-09 Remote control kickoff.md';
    await expectRefusedUnchanged([
      [
        'read_past_project_meeting_summary',
        { summary: 'Summaries/2026-01-05 Website kickoff.md' },
        `refused: "Summaries/2026-01-05 Website kickoff.md" is not a past summary of this meeting's projects; ${allowed}`,
      ],
      [
        'read_past_project_meeting_summary',
        { summary: 'Meetings/2026-03-09 Remote control kickoff' },
        /not a past summary/,
      ],
    ]);
    const list = await runTool(t.session, 'list_past_project_meetings');
    expect(list).toBe('Summaries/2026-03-09 Remote control kickoff.md · 2026-03-09 · remote-control');
    const ok = await runTool(t.session, 'read_past_project_meeting_summary', {
      summary: '2026-03-09 Remote control kickoff',
      to: 2,
    });
    expect(ok.split('\n')[0]).toMatch(
      /^Summaries\/2026-03-09 Remote control kickoff\.md · lines 1–2 of \d+$/,
    );
  });
});

describe('refusals: meeting edits and arguments', () => {
  it('unknown identity, non-plain identity name, unknown attendee, unknown speaker, invalid arguments', async () => {
    await expectRefusedUnchanged([
      [
        'delete_identity',
        { name: 'Nobody' },
        'refused: unknown identity "Nobody"; identities: Industrial Designer, Project Manager',
      ],
      [
        'delete_identity',
        { name: '../Meetings/2026-03-10 Remote control functional design' },
        /^refused: identity name .* is not a plain file name/,
      ],
      [
        'remove_attendee',
        { name: 'Nobody' },
        'refused: "Nobody" is not an attendee; attendees: Project Manager, Marketing, Industrial Designer, User Interface',
      ],
      ['add_attendee', { name: 'Eve\nMallory' }, /^refused: name .* contains line breaks/],
      ['add_dictation_word', { word: '  ' }, 'refused: word is empty; give a non-empty word'],
      [
        'add_dictation_word',
        { word: '- [x] injected' },
        'refused: word "- [x] injected" starts with a list, checkbox, quote or heading marker; give the word or phrase alone (one line of plain text), e.g. "Kinetic"',
      ],
      ['add_dictation_word', { word: '[ ] todo' }, /^refused: word "\[ \] todo" starts with a list/],
      ['add_dictation_word', { word: '1. first' }, /^refused: word "1\. first" starts with a list/],
      ['add_dictation_word', { word: '# Heading' }, /^refused: word "# Heading" starts with/],
      [
        'add_dictation_word',
        { word: 'jog\ndial' },
        /^refused: word .* contains line breaks, control characters/,
      ],
      [
        'add_dictation_word',
        { word: 'jog\u0007dial' },
        /^refused: word .* contains line breaks, control characters/,
      ],
      ['add_attendee', { name: 'Eve\u0000' }, /^refused: name .* contains line breaks, control characters/],
      ['add_attendee', { name: 'Eve\r\nprojects: [x]' }, /^refused: name .* contains line breaks/],
      ['remove_attendee', { name: 'Marketing\n- Eve' }, /^refused: name .* contains line breaks/],
      [
        'override_speaker',
        { speaker: 'Speaker 9', name: 'Marketing' },
        /^refused: no line in 7–603 of Transcripts\/2026-03-10 Remote control functional design\.md is spoken by "Speaker 9"; speakers there: "Project Manager", "Marketing", /,
      ],
      ['read_projectfile', { path: 'decisions.md' }, /^refused: invalid arguments \(project: /],
      ['read_transcript', { from: 'ten' }, /^refused: invalid arguments \(from: /],
    ]);
  });
});
