/**
 * Seed 000 (agent-project-tools), Requirement "Agents can use project context
 * tools": one test per scenario, on a temp copy of the sample vault with real
 * files and the real ripgrep binary.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { searchVault } from '@ma/core';
import { afterEach, describe, expect, it } from 'vitest';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

describe('seed 000: Agents can use project context tools', () => {
  it('Agent looks up meeting project context', async () => {
    t = await sampleSession(MEETINGS.functional);
    const projects = await runTool(t.session, 'list_projects', {});
    expect(projects).toMatch(/^remote-control: Remote control — Design of a new TV remote control/);
    const agents = await runTool(t.session, 'read_projectfile', {
      project: 'remote-control',
      path: 'AGENTS.md',
    });
    expect(agents.split('\n')[0]).toMatch(/^Projects\/remote-control\/AGENTS\.md · lines 1–\d+ of \d+$/);
    const files = await runTool(t.session, 'list_projectfiles', { project: 'remote-control' });
    expect(files).toContain('decisions.md (');
    expect(files).toContain('requirements.md (');
  });

  it('Agent lists projects bound to the meeting', async () => {
    t = await sampleSession(MEETINGS.functional);
    const first = await runTool(t.session, 'list_projects');
    expect(first.split('\n').map((l) => l.split(':')[0])).toEqual(['remote-control']);
    // The note is re-read on every call: add an existing and a non-existing folder name.
    const abs = path.join(t.root, MEETINGS.functional);
    const text = await readFile(abs, 'utf8');
    await writeFile(
      abs,
      text.replace('  - remote-control\n', '  - remote-control\n  - meeting-recorder\n  - no-such-project\n'),
    );
    const out = await runTool(t.session, 'list_projects');
    expect(out.split('\n').map((l) => l.split(':')[0])).toEqual([
      'remote-control',
      'meeting-recorder',
      'not bound',
    ]);
    expect(out).toContain('meeting-recorder: meeting-recorder — (no description)');
    // The entry that names no project is said, not dropped (N11, R14).
    expect(out.split('\n')[2]).toBe(
      `not bound: the meeting's projects: entry "no-such-project" names no project folder in Projects/`,
    );
  });

  it('Agent reads a clamped project file range', async () => {
    t = await sampleSession(MEETINGS.functional);
    const total = (await readFile(path.join(t.root, 'Projects/remote-control/decisions.md'), 'utf8'))
      .replace(/\n$/, '')
      .split('\n').length;
    const out = await runTool(t.session, 'read_projectfile', {
      project: 'remote-control',
      path: 'decisions.md',
      from: 0,
      to: 10_000,
    });
    const lines = out.split('\n');
    expect(lines[0]).toBe(`Projects/remote-control/decisions.md · lines 1–${total} of ${total}`);
    expect(lines[1]).toBe('1│# Decisions');
    expect(lines).toHaveLength(total + 1);
    const past = await runTool(t.session, 'read_projectfile', {
      project: 'remote-control',
      path: 'decisions.md',
      from: total + 5,
      to: total + 9,
    });
    // A range wholly past the end is clamped to no lines, said so, never an error (R9).
    expect(past).toBe(
      `Projects/remote-control/decisions.md · no lines in range: from ${total + 5} is past the end (${total} lines)`,
    );
  });

  it('Agent searches project knowledge', async () => {
    t = await sampleSession(MEETINGS.functional);
    const out = await runTool(t.session, 'search', {
      query: 'Financial targets',
      projects: ['remote-control'],
    });
    const lines = out.split('\n');
    expect(lines.length).toBeGreaterThan(0);
    for (const l of lines) expect(l).toMatch(/^[^:\s][^:]*\.md:\d+ /);
    expect(lines.some((l) => l.startsWith('Projects/remote-control/decisions.md:3 '))).toBe(true);
    expect(await runTool(t.session, 'search', { query: 'zebra-unicorn-xyzzy' })).toBe('no matches');
  });

  it("search output is bounded by core's budget alone (limits.searchChars passed as maxChars), then says how to narrow", async () => {
    t = await sampleSession(MEETINGS.functional, { limits: { searchChars: 400 } });
    const core = await searchVault(t.vault, {
      pattern: 'e',
      paths: ['Projects/remote-control', 'Summaries/2026-03-09 Remote control kickoff.md'],
      maxChars: 400,
    });
    expect(core.truncated).toBe(true);
    const lines = (await runTool(t.session, 'search', { query: 'e' })).split('\n');
    // Every match core kept is shown (no second cut by the tool), and one last line says how to narrow.
    expect(lines.slice(0, -1)).toEqual(core.matches.map((m) => `${m.path}:${m.line} ${m.text}`));
    expect(lines.at(-1)).toBe(
      `… more matches not shown (at most 100 matches or 400 characters a call, or narrow the query or pass projects); call search with query="e", offset=${core.matches.length} to read on`,
    );
  });

  it('Agent searches past project meeting summaries', async () => {
    t = await sampleSession(MEETINGS.functional);
    const out = await runTool(t.session, 'search', { query: '12\\.50' });
    const files = new Set(
      out
        .split('\n')
        .filter((l) => !l.startsWith('…'))
        .map((l) => l.split(':')[0]),
    );
    expect(files).toContain('Projects/remote-control/decisions.md');
    expect(files).toContain('Summaries/2026-03-09 Remote control kickoff.md');
    // Never another folder (the transcripts mention the price too).
    for (const f of files) expect(f).toMatch(/^(Projects\/remote-control\/|Summaries\/)/);
    // The current meeting's own summary is not "past": from the kickoff session it is excluded.
    await t.cleanup();
    t = await sampleSession(MEETINGS.kickoff);
    const own = await runTool(t.session, 'search', { query: '12\\.50' });
    expect(own).not.toContain('Summaries/2026-03-09 Remote control kickoff.md');
    expect(own).toContain('Projects/remote-control/');
  });

  it('Agent search rejects out-of-scope project', async () => {
    t = await sampleSession(MEETINGS.functional);
    const out = await runTool(t.session, 'search', {
      query: 'navigation',
      projects: ['remote-control', 'website-redesign'],
    });
    expect(out).toBe(
      'refused: project "website-redesign" is not bound to this meeting; bound: remote-control',
    );
  });
});
