import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, parseNote } from '@ma/core';
import { summarizeExtractive } from '@ma/extractive';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { summarizeMeeting } from '../src/index.js';
import { DEFAULT_BASE_PROMPT } from '../src/prompt/default-base-prompt.js';
import {
  FUNCTIONAL,
  functionalName,
  type Harness,
  minimalScript,
  splitNote,
  startHarness,
  systemMessage,
} from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const MEETINGS = [
  '2026-02-25 Education committee - Estyn annual report',
  '2026-03-05 Meeting Recorder weekly',
  '2026-03-09 Remote control kickoff',
  '2026-03-10 Remote control functional design',
  '2026-03-11 Remote control conceptual design',
  '2026-03-12 Remote control detailed design',
];

describe('extractive engine', () => {
  it('I13 offline engine: the transcript is streamed from the file (CRLF, BOM, frontmatter) with the same result as the in-memory engine', async () => {
    h = await startHarness([], { model: null });
    const rel = `Transcripts/${functionalName}.md`;
    const lf = await h.read(rel);
    await writeFile(path.join(h.root, rel), `\uFEFF${lf.replace(/\n/g, '\r\n')}`);
    const run = await summarizeMeeting({ vault: h.vault, meeting: functionalName, env: {} });
    const body = parseNote(await h.read(run.summaryPath)).body;
    const note = parseNote(lf);
    const expected = summarizeExtractive({
      transcript: note.body,
      userNotes: parseNote(await h.read(`Notes/${functionalName}.md`)).body,
      language: 'en',
      meetingDate: '2026-03-10',
      lineOffset: note.bodyStartLine - 1,
    }).body;
    expect(body.trim()).toBe(expected.trim());
    const fileLines = lf.split('\n');
    for (const [, n] of body.matchAll(/\(L(\d+)\)/g)) expect(fileLines[Number(n) - 1]).toMatch(/^\[\d\d:/);
  });

  it('F3: without a model section, every sample meeting gets the artifacts with engine: extractive', async () => {
    h = await startHarness([], { model: null });
    for (const name of MEETINGS) {
      const meetingBefore = await h.read(`Meetings/${name}.md`);
      const run = await summarizeMeeting({ vault: h.vault, meeting: name, env: {} });
      expect(run).toMatchObject({ engine: 'extractive', steps: 0, toolCalls: 0, coverage: 100 });
      const summary = splitNote(await h.read(run.summaryPath));
      expect(summary.frontmatter).toContain(`meeting: "[[Meetings/${name}]]"`);
      expect(summary.frontmatter).toContain('engine: extractive');
      expect(summary.frontmatter).toContain('generated_by: meeting-assistant');
      expect(summary.frontmatter).not.toContain('model:');
      expect(summary.body).toContain('## Summary');
      expect(summary.body).toContain('## Decisions');
      expect(summary.body).toContain('## Next steps');
      const context = await h.read(run.contextPath);
      expect(context).toContain('No model is configured');
      expect(context).toContain('"model"');
      expect(context).toContain('--base-url');
      const meetingAfter = await h.read(`Meetings/${name}.md`);
      expect(meetingAfter).toMatch(/^status: summarized$/m);
      expect(meetingAfter.split('\n').filter((l) => !/^(context|summary|status):/.test(l))).toEqual(
        meetingBefore.split('\n').filter((l) => !/^(context|summary|status):/.test(l)),
      );
    }
    expect(h.server.requests).toHaveLength(0);
    // F3: six whole offline summaries of the sample meetings, real work: 33 s in a whole-suite run on two cores
    // shared by eight helpers (load 37), over the 30 s default.
  }, 120_000);

  it('engine: extractive with a configured model uses no model and says it was requested', async () => {
    h = await startHarness(minimalScript());
    const run = await summarizeMeeting({
      vault: h.vault,
      meeting: FUNCTIONAL,
      engine: 'extractive',
      env: {},
    });
    expect(run.engine).toBe('extractive');
    expect(h.server.requests).toHaveLength(0);
    expect(await h.read(run.contextPath)).toContain('The extractive engine was requested');
  });

  it('R6: offline engine in a vault with wikilinked people: links stay whole, a task said of an attendee who never speaks is hers', async () => {
    h = await startHarness([], { model: null });
    const name = '2026-03-20 Launch planning';
    await writeFile(
      path.join(h.root, 'Meetings', `${name}.md`),
      [
        '---',
        'title: Launch planning',
        'date: 2026-03-20',
        'attendees:',
        '  - "[[People/Alice Moreau|Alice]]"',
        '  - "[[People/Carol Jones|Carol]]"',
        `transcript: "[[Transcripts/${name}]]"`,
        '---',
        '- [ ] [[People/Alice Moreau|Alice]] to confirm ![[Town Hall]] by Monday',
        '',
      ].join('\n'),
    );
    await writeFile(
      path.join(h.root, 'Transcripts', `${name}.md`),
      [
        '---',
        `meeting: "[[Meetings/${name}]]"`,
        'language: en',
        '---',
        "[00:00:05] **[[People/Alice Moreau|Alice]]:** We decided to go with [[Carol Jones|Carol]]'s menu for the launch dinner in April.",
        '[00:00:20] **Bob:** Carol is going to draft the catering budget for the launch dinner by Friday.',
        '[00:00:41] **Bob:** I will send the floor plan from [[Venues/Town Hall#Plans]] to the caterer tomorrow.',
        '',
      ].join('\n'),
    );
    const run = await summarizeMeeting({ vault: h.vault, meeting: name, env: {} });
    const body = splitNote(await h.read(run.summaryPath)).body;
    expect(body).toContain(
      "- We decided to go with [[Carol Jones|Carol]]'s menu for the launch dinner in April. (L5)",
    );
    expect(body).toContain(
      '- [ ] Carol Jones: Draft the catering budget for the launch dinner by Friday. (due 2026-03-27) (L6)',
    );
    expect(body).toContain(
      '- [ ] Bob: I will send the floor plan from [[Venues/Town Hall#Plans]] to the caterer tomorrow. (due 2026-03-21) (L7)',
    );
    // L55: Alice is linked at her first mention (the Summary's first key point); as this task's
    // owner she is named, the task's own words keep their link.
    expect(body).toContain(
      '- [ ] Alice: [[People/Alice Moreau|Alice]] to confirm [[Town Hall]] by Monday (due 2026-03-23) (from user notes)',
    );
    expect(body).not.toMatch(/(?<!\[)\[(?!\[| \])[^\]]*$|^[^[]*\](?!\])/m);
  });
});

describe('configuration', () => {
  it('a custom basePromptFile replaces the base prompt but the capability guidance is still sent', async () => {
    h = await startHarness(minimalScript(), {
      config: { prompt: { basePromptFile: 'Prompts/base prompt.md' } },
    });
    await mkdir(path.join(h.root, 'Prompts'), { recursive: true });
    await writeFile(path.join(h.root, 'Prompts/base prompt.md'), 'You are a terse pirate scribe.\n');
    await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    const system = systemMessage(h.server);
    expect(system.startsWith('You are a terse pirate scribe.')).toBe(true);
    expect(system).not.toContain(DEFAULT_BASE_PROMPT.split('\n')[0]);
    expect(system).toContain('# Capabilities and rules');
    expect(system).toContain('Never invent facts');
    expect(system).toContain('# Projects of this meeting');
  });

  it('a missing basePromptFile fails before any request and before any write', async () => {
    h = await startHarness(minimalScript(), { config: { prompt: { basePromptFile: 'Prompts/missing.md' } } });
    const before = await h.read(FUNCTIONAL);
    const error = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} }).catch((e) => e);
    expect(error.message).toMatch(
      /^prompt\.basePromptFile: expected a readable Markdown file inside the vault, got "Prompts\/missing\.md"/,
    );
    expect(h.server.requests).toHaveLength(0);
    expect(await h.read(FUNCTIONAL)).toBe(before);
    expect(await h.readOrNull(`Assistant/${functionalName}.md`)).toBeNull();
  });

  it('a missing apiKeyEnv variable fails before any request and before any write', async () => {
    h = await startHarness(minimalScript(), { model: { apiKeyEnv: 'MA_TEST_UNSET_KEY' } });
    const before = await h.read(FUNCTIONAL);
    const error = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} }).catch((e) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toContain('MA_TEST_UNSET_KEY');
    expect(h.server.requests).toHaveLength(0);
    expect(await h.read(FUNCTIONAL)).toBe(before);
    expect(await h.readOrNull(`Assistant/${functionalName}.md`)).toBeNull();
  });

  it('the key from apiKeyEnv is sent as a bearer token', async () => {
    h = await startHarness(minimalScript(), { model: { apiKeyEnv: 'MA_TEST_KEY' } });
    await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: { MA_TEST_KEY: 'sk-test' } });
    expect(h.server.requests[0]?.headers.authorization).toBe('Bearer sk-test');
  });

  it('the key comes from opts.env only, never from process.env', async () => {
    h = await startHarness(minimalScript(), { model: { apiKeyEnv: 'MA_TEST_PROCESS_ONLY_KEY' } });
    process.env.MA_TEST_PROCESS_ONLY_KEY = 'sk-process';
    try {
      const error = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} }).catch((e) => e);
      expect(ConfigError.isInstance(error)).toBe(true);
      expect(error.message).toContain('MA_TEST_PROCESS_ONLY_KEY');
      expect(h.server.requests).toHaveLength(0);
    } finally {
      delete process.env.MA_TEST_PROCESS_ONLY_KEY;
    }
  });
});

describe('approval-gated tools (seed 004)', () => {
  it('are offered when the host supplies them, run sequentially, and the guidance asks to propose associations', async () => {
    const asked: string[] = [];
    h = await startHarness([
      {
        toolCalls: [
          { name: 'request_project_association', arguments: { project: 'website-redesign', reason: 'test' } },
        ],
      },
      ...minimalScript(),
    ]);
    await summarizeMeeting({
      vault: h.vault,
      meeting: FUNCTIONAL,
      env: {},
      approvalGated: () => ({
        request_project_association: {
          description: 'Ask the user to associate a project with this meeting.',
          inputSchema: z.object({ project: z.string(), reason: z.string() }),
          execute: async (input) => {
            asked.push((input as { project: string }).project);
            return 'denied: the user declined';
          },
        },
      }),
    });
    expect(asked).toEqual(['website-redesign']);
    expect(h.server.requests[0]?.body.tools?.map((t) => t.function.name)).toContain(
      'request_project_association',
    );
    expect(systemMessage(h.server)).toContain(
      'call request_project_association with a short reason before you finalize',
    );
  });
});
