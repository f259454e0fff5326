/**
 * Review14 V53: a model whose tool calls reach us under another name (`Write_Summary`;
 * `write-summary`; `functions.write_file`, a namespace prefix on a tool we do not offer — the
 * namespace on an offered tool's exact name, `functions.write_summary`, is read as that tool since
 * reviewB S56) is refused "there is no
 * tool …", and when it then gives up, the run failed with only "its last reply was: Done." — the
 * refused summary-writing call was not mentioned. The failure now names the tools the model called
 * that do not exist and what to check. Nothing runs under a guessed name. JSON and SSE, real
 * scripted server, temp sample vault.
 * Spec: review14 V53; docs/contracts.md R12 (one true message per cause); seed 002 (tools small
 * local models must survive).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, type Harness, startHarness, summaryRunFailure } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const summary = '## Summary\nThe remote control is TV-only.\n\n## Decisions\n\n## Next steps\n';

describe.each([false, true])('V53: tools called by names that do not exist (stream: %s)', (stream) => {
  it.each(['functions.write_file', 'Write_Summary', 'write-summary'])(
    'V53: "%s" refused, then "Done.": the failure names it and what to check',
    async (name) => {
      h = await startHarness([{ toolCalls: [{ name, arguments: { content: summary } }] }, { text: 'Done.' }]);
      const error = await summaryRunFailure(
        summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream }),
      );
      expect(error.reason).toBe('no-summary');
      expect(error.message).toContain('its last reply was: "Done."');
      expect(error.message).toContain(
        `the model called tools that do not exist, each refused: ${JSON.stringify(name)}`,
      );
      expect(error.message).toContain("check the server's tool-call parser or chat template");
      expect(await h.readOrNull('Summaries/2026-03-10 Remote control functional design.md')).toBeNull();
    },
  );

  it('V53: a run whose calls all named real tools keeps the plain message', async () => {
    h = await startHarness([{ toolCalls: [{ name: 'read_glossary', arguments: {} }] }, { text: 'Done.' }]);
    const error = await summaryRunFailure(
      summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream }),
    );
    expect(error.message).not.toContain('do not exist');
  });
});
