/**
 * Review 6 S8: a meeting with several user-notes notes (two note-takers), summarized by the agent
 * against the real scripted model server: the prompt offers every note, `read_usernotes` reads each by
 * `note`, the summary links both; a broken link among them fails the run naming it (never `ok` with
 * part of the notes) before the model is asked.
 * Spec: docs/vault-format.md, Meeting note (`usernotes:`); docs/tools.md, read_usernotes; review6 S8.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SummaryRunError, summarizeMeeting } from '../src/index.js';
import {
  FUNCTIONAL,
  functionalName,
  type Harness,
  messageTexts,
  startHarness,
  systemMessage,
} from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const SUMMARY = '## Summary\nBoth notes read.\n\n## Decisions\n\n## Next steps\n';

async function listNotes(root: string, yaml: string): Promise<void> {
  const file = path.join(root, FUNCTIONAL);
  await writeFile(file, (await readFile(file, 'utf8')).replace(/^usernotes:.*$/m, yaml));
}

describe('S8: several user-notes notes in an agent run', () => {
  it('S8: the prompt offers both notes, read_usernotes reads the second by note, the summary links both', async () => {
    h = await startHarness([
      { toolCalls: [{ name: 'read_usernotes', arguments: { note: 'Notes/Whiteboard.md' } }] },
      { toolCalls: [{ name: 'write_summary', arguments: { content: SUMMARY } }] },
      { text: 'Done.' },
    ]);
    await writeFile(path.join(h.root, 'Notes/Whiteboard.md'), '- Whiteboard: yellow rubber casing sketch\n');
    await listNotes(h.root, `usernotes:\n  - "[[Notes/${functionalName}]]"\n  - "[[Notes/Whiteboard]]"`);
    const result = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    expect(result.engine).toBe('agent');
    const system = systemMessage(h.server);
    expect(system).toContain(`"Notes/${functionalName}.md", "Notes/Whiteboard.md"`);
    const toolReplies = messageTexts(h.server.requests[1]!.body.messages, 'tool').join('\n');
    expect(toolReplies).toContain('yellow rubber casing sketch');
    expect(toolReplies).toContain(`also read: note: "Notes/${functionalName}.md"`);
    const summary = await h.read(result.summaryPath);
    expect(summary).toContain(`usernotes:\n  - "[[Notes/${functionalName}]]"\n  - "[[Notes/Whiteboard]]"\n`);
  });

  it('S8: a broken link among several fails the run by its name, the model never asked', async () => {
    h = await startHarness([{ text: 'never' }]);
    await listNotes(h.root, `usernotes: ["[[Notes/${functionalName}]]", "[[Notes/Lost whiteboard]]"]`);
    const error = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} }).catch(
      (e: unknown) => e,
    );
    expect(SummaryRunError.isInstance(error)).toBe(true);
    expect((error as SummaryRunError).reason).toBe('broken-link');
    expect((error as Error).message).toContain('[[Notes/Lost whiteboard]]');
    expect(h.server.requests).toHaveLength(0);
    expect(await h.readOrNull(`Summaries/${functionalName}.md`)).toBeNull();
  });
});
