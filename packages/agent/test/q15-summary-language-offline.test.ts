/**
 * Review 5 Q15: `summary.language` is the language the SUMMARY is written in. The offline engine quotes the
 * transcript and cannot translate, so it looks for decisions and next steps in the transcript's language whatever
 * `summary.language` says, and the context note says the summary could not be written in that language.
 * Real vault copy (the sample's English meeting), the offline engine through `summarizeMeeting`.
 * Spec: review5 Q15; docs/vault-format.md, Configuration (`summary.language`).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, type Harness, splitNote, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

async function offline(language: string | null) {
  h = await startHarness([], {
    model: null,
    config: { summary: { language, template: '## Summary\n\n## Decisions\n\n## Next steps\n' } },
  });
  const result = await summarizeMeeting({
    vault: h.vault,
    meeting: FUNCTIONAL,
    env: {},
    engine: 'extractive',
  });
  const summary = splitNote(await h.read(result.summaryPath)).body;
  const context = await h.read(result.contextPath);
  const section = (name: string) => summary.split(`## ${name}\n`)[1]?.split('\n## ')[0] ?? '';
  return { decisions: section('Decisions'), nextSteps: section('Next steps'), context };
}

describe('Q15: summary.language and the offline engine', () => {
  it('with summary.language de/fr/es an English meeting keeps the decisions and next steps it has without it', async () => {
    const english = await offline(null);
    await h?.close();
    expect(english.decisions).toMatch(/\(L\d+\)/);
    expect(english.nextSteps).toMatch(/\(L\d+\)/);
    expect(english.context).not.toContain('summary.language');
    for (const language of ['de', 'fr', 'es']) {
      const run = await offline(language);
      await h?.close();
      h = undefined;
      expect(run.decisions, language).toBe(english.decisions);
      expect(run.nextSteps, language).toBe(english.nextSteps);
      expect(run.context).toContain(
        `\`summary.language\` is \`${language}\`, but the offline engine cannot translate: the summary quotes the transcript in its own language (\`en\`)`,
      );
    }
  });

  it('summary.language en-GB on an English meeting needs no notice', async () => {
    const run = await offline('en-GB');
    expect(run.context).not.toContain('summary.language');
  });
});
