/**
 * L61: the context note's record pattern (core `CONTEXT_RECORD_HEADING`) knew `## Run <time>`,
 * `## Run failed`, `## Run cancelled`, `## External writes` and `## MCP session ended`, but not two
 * headings the product appends: `## Run interrupted <time>` (a killed run's journal, review9 V5)
 * and `## Workflow request <time>: …` (review5 Q5). When such a record came first — the meeting's
 * first run was killed — it was read as the model's notes: `read_context` showed it as notes and
 * `write_context` with `replace_file` dropped it (only its `## External writes` part, if any, was
 * kept), and the model could write either heading itself. Now both are records: kept byte for
 * byte, and refused in the model's notes. Real tools on a temp sample-vault copy.
 * Spec: L61; docs/audit-diffs.md (the audit cannot be rewritten by the model); docs/run-journal.md.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { recordHeadingLike, splitContextBody } from '@ma/core';
import { afterEach, describe, expect, it } from 'vitest';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession | undefined;
afterEach(async () => t?.cleanup());

const CONTEXT = 'Assistant/2026-03-10 Remote control functional design.md';
const FRONT = '---\nmeeting: "[[Meetings/2026-03-10 Remote control functional design]]"\n---\n';
const NOTES = '## Working notes\n- budget open\n';
const INTERRUPTED = [
  '## Run interrupted 2026-03-10 11:00 +01:00',
  '',
  'run of 2026-03-10 11:00 +01:00 was interrupted: its process (pid 4242 on host) ended before it recorded its end (killed, crashed or the machine stopped), so no summary was written by it; its journal holds no readable external write.',
  '',
  '- found in its run journal by the next run of the meeting at 2026-03-10 11:30 +01:00 (run r1)',
  '',
  '## Workflow request 2026-03-10 11:40 +01:00: accepted',
  '- workflow request: "Add a risks section" (accepted)',
  '',
].join('\n');

describe('L61: ## Run interrupted and ## Workflow request are records', () => {
  it('L61: splitContextBody puts a first ## Run interrupted record, and what follows, in the records', () => {
    const parts = splitContextBody(`${NOTES}\n${INTERRUPTED}`);
    expect(parts.notes).toBe(`${NOTES}\n`);
    expect(parts.records).toBe(INTERRUPTED);
    expect(splitContextBody(`${NOTES}\n## Workflow request 2026-03-10 11:40 +01:00: denied\n`).notes).toBe(
      `${NOTES}\n`,
    );
  });

  it('L61: write_context replace_file keeps them byte for byte; the model cannot write either heading', async () => {
    t = await sampleSession(MEETINGS.functional);
    await mkdir(path.join(t.root, 'Assistant'), { recursive: true });
    await writeFile(path.join(t.root, CONTEXT), `${FRONT}${NOTES}\n${INTERRUPTED}`);
    await runTool(t.session, 'write_context', {
      content: '## Notes\n- nothing happened',
      replace_file: true,
    });
    expect(await readFile(path.join(t.root, CONTEXT), 'utf8')).toBe(
      `${FRONT}## Notes\n- nothing happened\n\n${INTERRUPTED}`,
    );
    expect(recordHeadingLike('## Run interrupted 2026-03-10 11:00')).not.toBeNull();
    expect(recordHeadingLike('## Workflow request 2026-03-10: accepted')).not.toBeNull();
    const forged = await runTool(t.session, 'write_context', {
      content: '## Run interrupted 2026-03-10 12:00\nnothing was written',
    });
    expect(forged).toMatch(/^refused/);
  });
});
