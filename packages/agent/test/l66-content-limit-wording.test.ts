/**
 * L66: the 1 MiB limit on what one write takes is said one way: the agent's refusal of a final reply
 * over it (R53) and write_summary's refusal of content over it (L2) both say `expected at most
 * 1048576 bytes (1 MiB) a write call, got <n> bytes`, from one function and one constant of @ma/tools.
 * Spec: docs/tools.md (Input limit, L2); docs/contracts.md, Run outcomes (R53).
 */
import { createToolSession, MAX_CONTENT_BYTES, overContentLimitText, toolDefinitions } from '@ma/tools';
import { afterEach, describe, expect, it } from 'vitest';
import { summaryFromFinalText } from '../src/run/final-text-summary.js';
import { type Harness, KICKOFF, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('L66: one wording of the 1 MiB write limit', () => {
  it('L66: a final reply and write_summary content of the same size over 1 MiB are refused in the same words', async () => {
    h = await startHarness([]);
    const content = `## Summary\n${'é'.repeat(MAX_CONTENT_BYTES / 2)}\n`;
    const bytes = Buffer.byteLength(content, 'utf8');
    expect(bytes).toBeGreaterThan(MAX_CONTENT_BYTES);
    const said = overContentLimitText(bytes);
    expect(said).toBe(`expected at most 1048576 bytes (1 MiB) a write call, got ${bytes} bytes`);

    const reply = summaryFromFinalText(content, '## Summary\n\n## Decisions\n\n## Next steps\n');
    expect(reply.rejected).toContain(`its last reply is too long to be one (${said})`);

    const session = await createToolSession({ vault: h.vault, meetingPath: KICKOFF });
    const write = toolDefinitions(session).find((t) => t.name === 'write_summary');
    const refused = await write?.execute({ content });
    expect(refused).toContain(`content: ${said}; write it in parts`);
  });
});
