/**
 * reviewA R3, R4, R5 (session 22): configuration files a user really has.
 * R3: a `meeting-assistant.json` saved as UTF-16 (Windows PowerShell 5's `>` / `Out-File`, Notepad's
 * "Unicode") or with Latin-1 bytes was decoded with U+FFFD: `invalid JSON at unknown position: Unexpected
 * token '�', "��{\x00…"`, or a value holding `caf�`. Now it is refused naming its encoding and the fix.
 * R4: a JSON error Node reports without a position (a `//` comment on the first line, a file cut off)
 * was "at unknown position" and the comment hint (review5 Q6) never came; and every JSON error named the
 * file twice (`invalid configuration in <file>: <file>: invalid JSON …`). Now the line and column are
 * found, the end of the file is said, and the file is named once.
 * R5: `ma init <new folder> --config <invalid file>` created the folder, then failed with a message
 * that named no file (`invalid configuration: …; fix meeting-assistant.json (or --config)`). Now the
 * configuration is checked first (nothing created) and the message names the file, as every command's.
 * The built `ma`, temp folders, real files.
 * Spec: reviewA R3, R4, R5 (session 22); apps/cli/README.md (Output: an invalid configuration names its file).
 */
import { access, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'ma-r3-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const exists = (p: string) =>
  access(p).then(
    () => true,
    () => false,
  );

/** `ma projects --all` on a vault whose meeting-assistant.json holds `bytes`: its exit code and stderr. */
async function projectsWith(bytes: Buffer): Promise<{ code: number | null; stderr: string }> {
  const vault = path.join(dir, 'vault');
  await rm(vault, { recursive: true, force: true });
  expect((await runMa(['init', vault])).code).toBe(0);
  const file = path.join(vault, 'meeting-assistant.json');
  await writeFile(file, bytes);
  const run = await runMa(['projects', '--all', '--vault', vault]);
  return { code: run.code, stderr: run.stderr.replaceAll(file, '<file>') };
}

describe('R3: a configuration file that is not UTF-8', () => {
  it('R3: UTF-16 (LE and BE, with the byte-order mark) and Latin-1 bytes are refused naming the encoding and the fix, no mojibake', async () => {
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('{}\r\n', 'utf16le')]);
    const be = Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from('{}\r\n', 'utf16le').swap16()]);
    for (const bytes of [le, be]) {
      const { code, stderr } = await projectsWith(bytes);
      expect(code).toBe(1);
      expect(stderr).toContain(
        'ma: invalid configuration in <file>: not a UTF-8 text file (it is UTF-16 (byte-order mark FF FE or FE FF)); save it as UTF-8',
      );
      expect(stderr).not.toContain('\ufffd');
    }
    const latin = await projectsWith(Buffer.from('{"summary":{"language":"fran\xe7ais"}}', 'latin1'));
    expect(latin.code).toBe(1);
    expect(latin.stderr).toContain(
      'not a UTF-8 text file (it has bytes that are not UTF-8, such as Latin-1, first at line 1, byte 28); save it as UTF-8',
    );
    expect(latin.stderr).not.toContain('\ufffd');
  });
});

describe('R4: JSON errors without a position from Node', () => {
  it('R4: a comment on line 1 gets its line, column and the JSONC hint; a cut-off file says the end; the file is named once', async () => {
    const comment = await projectsWith(Buffer.from('// my settings\n{}\n'));
    expect(comment.stderr).toContain(
      'ma: invalid configuration in <file>: invalid JSON at line 1, column 1: ',
    );
    expect(comment.stderr).toContain(
      '(comments are not allowed: meeting-assistant.json is plain JSON, not JSONC',
    );
    const cut = await projectsWith(Buffer.from('{\n  "limits": {\n'));
    expect(cut.stderr).toContain(
      'invalid JSON at line 3, column 1 (the end of the file: a closing } or ] or a value is missing)',
    );
    const word = await projectsWith(Buffer.from('{\n  "tools": {"profile": granular}\n}\n'));
    expect(word.stderr).toContain('invalid JSON at line 2, column 24');
    for (const run of [comment, cut, word]) {
      expect(run.stderr).not.toContain('unknown position');
      expect(run.stderr.split('<file>')).toHaveLength(2);
    }
  });
});

describe('R5: ma init with an invalid configuration', () => {
  it('R5: --config naming an invalid file creates nothing, not even the folder, and names the file', async () => {
    const config = path.join(dir, 'bad.json');
    await writeFile(config, '{"folders": {"meetings": 5}}\n');
    const vault = path.join(dir, 'new-vault');
    const run = await runMa(['init', vault, '--config', config]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `ma: invalid configuration in ${config}: folders.meetings: expected a folder path`,
    );
    expect(await exists(vault)).toBe(false);
    expect(run.stdout).toBe('');
  });
});
