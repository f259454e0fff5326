/**
 * Seed 003 (meeting-summary delta) and seed 000 (agent-project-tools), checked through a real
 * summary run against @ma/testkit's scripted OpenAI-compatible server on a temp sample vault:
 * - 003 "The summary pipeline SHALL expose tools scoped to the current meeting: <17 names>" and
 *   000 "The summary agent SHALL expose these project tools: <7 names>": what the model is offered;
 * - 003 Scenario "Assistant context note is initialized": when the run starts its meeting session,
 *   the context note exists with frontmatter links to the meeting, transcript and summary notes
 *   (seen on disk when the model's first request arrives);
 * - 004 "Add mandatory capability guidance even when a custom base prompt is configured. Instruct
 *   the agent to maintain metadata using grounded project knowledge and propose missing
 *   associations before finalizing the summary."
 */
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ChatRequest, ScriptedTurn } from '@ma/testkit';
import { createApprovalGatedTools } from '@ma/tools';
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
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

const SEED_003_TOOLS = [
  'read_meetingnote',
  'read_transcript',
  'read_context',
  'read_usernotes',
  'read_glossary',
  'add_dictation_word',
  'add_attendee',
  'remove_attendee',
  'override_speaker',
  'delete_identity',
  'write_summary',
  'write_context',
  'list_projects',
  'list_projectfiles',
  'read_projectfile',
  'write_projectfile',
  'search',
];
const SEED_000_TOOLS = [
  'list_projects',
  'list_projectfiles',
  'read_projectfile',
  'write_projectfile',
  'list_past_project_meetings',
  'read_past_project_meeting_summary',
  'search',
];

const offered = (req: ChatRequest | undefined) => (req?.body.tools ?? []).map((t) => t.function.name);

describe('seed 003: the summary pipeline', () => {
  it("seed 003/000: every tool the seeds name is offered to the model in the run's tool loop", async () => {
    h = await startHarness(minimalScript());
    await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    const loop = h.server.requests.filter((r) => (r.body.tools ?? []).length > 0);
    expect(loop.length).toBeGreaterThan(0);
    const first = offered(loop[0]);
    const missing = [...new Set([...SEED_003_TOOLS, ...SEED_000_TOOLS])].filter((n) => !first.includes(n));
    expect(missing).toEqual([]);
  });

  it('seed 003: Assistant context note is initialized (links to meeting, transcript and summary) when the run starts', async () => {
    const CONTEXT = `Assistant/${functionalName}.md`;
    let seenAtFirstRequest: string | null = null;
    const script = minimalScript();
    let step = 0;
    h = await startHarness((): ScriptedTurn => {
      if (step === 0 && h) {
        try {
          seenAtFirstRequest = readFileSync(path.join(h.root, CONTEXT), 'utf8');
        } catch {
          seenAtFirstRequest = null;
        }
      }
      return script[Math.min(step++, script.length - 1)] as ScriptedTurn;
    });
    await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    expect(seenAtFirstRequest).not.toBeNull();
    const { frontmatter } = splitNote(seenAtFirstRequest ?? '');
    expect(frontmatter).toContain(`meeting: "[[Meetings/${functionalName}]]"`);
    expect(frontmatter).toContain(`transcript: "[[Transcripts/${functionalName}]]"`);
    expect(frontmatter).toContain(`summary: "[[Summaries/${functionalName}]]"`);
    // And the meeting note links it from the start.
    expect(await h.read(FUNCTIONAL)).toContain(`context: "[[Assistant/${functionalName}]]"`);
  });

  it('seed 004: with a custom base prompt the capability guidance is still added: metadata maintenance and proposing associations before finalizing', async () => {
    h = await startHarness(minimalScript(), { config: { prompt: { basePromptFile: 'Prompts/base.md' } } });
    await mkdir(path.join(h.root, 'Prompts'), { recursive: true });
    await writeFile(path.join(h.root, 'Prompts/base.md'), 'You are a terse scribe.\n');
    await summarizeMeeting({
      vault: h.vault,
      meeting: FUNCTIONAL,
      env: {},
      approvalGated: (session) =>
        createApprovalGatedTools(session, {
          prompt: { request: async () => 'denied' },
          workflow: { submit: () => 'requested' },
        }),
    });
    const system = systemMessage(h.server);
    expect(system).toContain('You are a terse scribe.');
    expect(system).toContain('## Project metadata (PROJECT.md)');
    expect(system).toContain('update them with write_projectfile');
    expect(system).toContain('Use grounded knowledge only');
    expect(system).toContain(
      'call request_project_association with a short reason before you finalize the summary',
    );
    // The initial project section: the bound project's metadata and its AGENTS.md.
    expect(system).toContain('- name: "Remote control"');
    expect(system).toContain('Record every decision in `decisions.md`');
  });
});
