/**
 * Review8 U13: an API key variable holding a line break (a key file with a comment line, two keys pasted), a space or
 * an invisible character is refused before any request, by position and kind, and the key is never shown: not on
 * the terminal, not in the context note, not by `ma doctor`. A key file's final line break is dropped, not refused.
 * The built `ma` on a temp copy of the sample vault, against the scripted model server.
 * Spec: README, "Connecting a model" (the key is never shown); docs/vault-format.md, Configuration (`apiKeyEnv`).
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const t = sampleVaultPerTest();
const meeting = '2026-03-09 Remote control kickoff';
const SECRET = 'sk-proj-SECRET4242abcdef';

/** Every file of the vault's Assistant folder as text, to look for the key. */
async function assistantNotes(): Promise<string> {
  const dir = join(t.vault.root, 'Assistant');
  const names = await readdir(dir, { recursive: true }).catch(() => [] as string[]);
  const texts = await Promise.all(names.map((n) => readFile(join(dir, String(n)), 'utf8').catch(() => '')));
  return texts.join('\n');
}

describe('U13: an API key that cannot be sent is refused by position, and never shown', () => {
  const cases: [string, string, RegExp][] = [
    [
      'a comment line before the key',
      `# OpenAI key for the meeting assistant\n${SECRET}`,
      /a line break at character 39/,
    ],
    ['two keys pasted', `${SECRET}\nsk-other-KEY99999999`, /a line break at character 25/],
    ['an invisible character', `${SECRET}\u200b`, /the character U\+200B at character 25/],
    ['a space inside', `Bearer ${SECRET}`, /a space at character 7/],
  ];
  for (const [what, value, message] of cases) {
    it(`U13 ${what}: ma summarize and ma doctor exit with the position, the key in no output and no note`, async () => {
      const server = await t.server([{ text: 'never asked' }]);
      const model = ['--base-url', server.baseURL, '--model', 'test-model', '--api-key-env', 'MYKEY'];
      const run = await runMa(['summarize', meeting, '--vault', t.vault.root, ...model], {
        env: { MYKEY: value },
      });
      expect(run.code).not.toBe(0);
      expect(run.stderr).toMatch(message);
      expect(run.stderr).toContain('MYKEY');
      const doctor = await runMa(['doctor', '--vault', t.vault.root, ...model], { env: { MYKEY: value } });
      expect(doctor.stdout + doctor.stderr).toMatch(message);
      for (const text of [run.stdout, run.stderr, doctor.stdout, doctor.stderr, await assistantNotes()]) {
        expect(text).not.toContain('SECRET4242');
        expect(text).not.toContain('KEY99999999');
      }
      expect(server.requests).toHaveLength(0);
    });
  }

  it("U13 a key file's final line break is dropped: the key is sent as it is", async () => {
    const server = await t.server([
      {
        toolCalls: [
          {
            name: 'write_summary',
            arguments: { content: '## Summary\nShort.\n\n## Decisions\n\n## Next steps\n' },
          },
        ],
      },
      { text: 'Done.' },
    ]);
    const model = ['--base-url', server.baseURL, '--model', 'test-model', '--api-key-env', 'MYKEY'];
    const run = await runMa(['summarize', meeting, '--vault', t.vault.root, ...model], {
      env: { MYKEY: `${SECRET}\n` },
    });
    expect(run.stderr).not.toContain('SECRET4242');
    expect(server.requests[0]?.headers.authorization).toBe(`Bearer ${SECRET}`);
  });
});
