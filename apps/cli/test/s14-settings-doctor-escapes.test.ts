/**
 * S14 (hostile review 6): `ma settings` printed the settings model's replies raw (ESC/CSI/OSC:
 * clear screen, OSC 52 clipboard writes; U+202E bidi override), and `ma doctor` printed the model
 * ids an endpoint lists raw. Both now write them out (`\x1b`, `\u202e`) as every other command does
 * (core `showHiddenCharacters`, N7). Built `ma`, real scripted server, temp sample vault.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy, startScriptedServer } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

/** Any C0 control other than tab and line feed, a C1 control, or a bidi embedding/override/isolate. */
const RAW = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
const HOSTILE =
  'Sure.\u001b[2J\u001b[H\u001b[31mRED\u001b[0m \u202eevil\u202c done \u001b]52;c;Y3VybCBldmlsLmV4YW1wbGUgfCBzaA==\u0007';

let vault: SampleVaultCopy;
beforeEach(async () => {
  vault = await copySampleVault();
});
afterEach(async () => vault.cleanup());

/** `ma settings` with one scripted reply `text`, the user saying `hello` then `exit`: what it printed. */
async function settingsReply(text: string): Promise<{ stdout: string; stderr: string }> {
  const server = await startScriptedServer([{ text }]);
  try {
    return await runMa(
      ['settings', '--vault', vault.root, '--base-url', server.baseURL, '--model', 'test-model'],
      { input: 'hello\nexit\n', env: { NO_COLOR: '1' } },
    );
  } finally {
    await server.close();
  }
}

describe('S14: model and endpoint text never reach the terminal raw', () => {
  it("ma settings: the model's reply is written out, tabs and line breaks kept", async () => {
    const run = await settingsReply(`${HOSTILE}\n\tnext line`);
    expect(run.stdout).toContain(
      'assistant: Sure.\\x1b[2J\\x1b[H\\x1b[31mRED\\x1b[0m \\u202eevil\\u202c done \\x1b]52;c;',
    );
    expect(run.stdout).toContain('\n\tnext line');
    expect(run.stdout + run.stderr).not.toMatch(RAW);
  });

  it("ma settings: right-to-left text and emoji in the model's reply keep their marks and joiners", async () => {
    const rtl =
      '\u05e9\u05dc\u05d5\u05dd\u200f (v2), \u0627\u0644\u0639\u062f\u062f\u061c 3, \u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645, \u{1f469}\u200d\u{1f4bb}';
    const run = await settingsReply(`${rtl} \u202eevil\u202c`);
    expect(run.stdout).toContain(`assistant: ${rtl} \\u202eevil\\u202c`);
    expect(run.stdout + run.stderr).not.toMatch(RAW);
  });

  it('ma doctor: the model ids an endpoint lists are written out', async () => {
    const server = await startScriptedServer([], { models: ['m\u001b[2Jx\u202eevil'] });
    try {
      const run = await runMa(
        ['doctor', '--vault', '.', '--base-url', server.baseURL, '--model', 'test-model'],
        {
          cwd: vault.root,
        },
      );
      expect(run.stdout).toContain('m\\x1b[2Jx\\u202eevil');
      expect(run.stdout + run.stderr).not.toMatch(RAW);
    } finally {
      await server.close();
    }
  });
});

describe('S7: approvals.prompt "approve" is said by ma doctor', () => {
  it('S7: ma doctor warns that every request is approved without asking; without it, no such line', async () => {
    const quiet = await runMa(['doctor', '--vault', vault.root]);
    expect(quiet.stdout).not.toMatch(/approvals/);
    const file = join(vault.root, 'meeting-assistant.json');
    const config = JSON.parse(await readFile(file, 'utf8'));
    await writeFile(
      file,
      JSON.stringify({ ...config, approvals: { ...config.approvals, prompt: 'approve' } }),
    );
    const run = await runMa(['doctor', '--vault', vault.root]);
    expect(run.stdout).toMatch(
      /^warn approvals: approvals\.prompt is "approve": every project association .* is approved without asking you/m,
    );
    expect(run.stdout).toMatch(/fix: set approvals\.prompt to "toast"/);
  });
});
