/**
 * review11 X14: `ma tool --args` carries arguments of any size: `--args @<file>` reads the JSON from
 * a file (relative to the working folder), `--args -` from stdin. A project file of 300 KB (over
 * Linux's 128 KiB limit for one command-line argument) is written whole both ways; the direct
 * command line and commander's give the same result; a file that cannot be read, or that holds
 * no JSON object, is a usage error naming it. The built `ma` on a temp copy of the sample vault.
 *
 * reviewA T10: the file's bytes were read as UTF-8 whatever they were: a Windows-1252 `Café` was
 * written into the vault as `Caf\uFFFD`, and a UTF-16 file (Windows PowerShell 5's `>`) was "not
 * valid JSON" quoting mojibake. UTF-16 with its byte order mark is read; other bytes that are not
 * UTF-8 are a usage error naming the byte, nothing written.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const t = sampleVaultPerTest();
const meeting = '2026-03-10 Remote control functional design';

/** A write_projectfile argument of about 300 KB. */
function bigArgs(file: string): { json: string; content: string } {
  const content = Array.from({ length: 3000 }, (_, i) => `line ${i} ${'y'.repeat(100)}`).join('\n');
  const json = JSON.stringify({
    project: 'remote-control',
    path: `Projects/remote-control/${file}`,
    content,
  });
  expect(json.length).toBeGreaterThan(128 * 1024);
  return { json, content };
}

describe('X14: ma tool --args @<file> and --args - (stdin)', { timeout: 150_000 }, () => {
  it('X14: a 300 KB argument from a file (relative and absolute path) and from stdin is written whole', async () => {
    const root = t.vault.root;
    const a = bigArgs('big-a.md');
    await mkdir(join(root, 'args'));
    // A byte order mark, as a Windows editor saves it, is not part of the JSON.
    await writeFile(join(root, 'args/a.json'), `\uFEFF${a.json}`);
    const rel = await runMa(['tool', 'write_projectfile', '--meeting', meeting, '--args', '@args/a.json'], {
      cwd: root,
    });
    expect(rel.code, rel.stderr).toBe(0);
    expect(await readFile(join(root, 'Projects/remote-control/big-a.md'), 'utf8')).toBe(`${a.content}\n`);

    const b = bigArgs('big-b.md');
    await writeFile(join(root, 'args/b.json'), b.json);
    const abs = await runMa([
      'tool',
      'write_projectfile',
      '--meeting',
      meeting,
      `--args=@${join(root, 'args/b.json')}`,
      '--vault',
      root,
    ]);
    expect(abs.code, abs.stderr).toBe(0);
    expect(await readFile(join(root, 'Projects/remote-control/big-b.md'), 'utf8')).toBe(`${b.content}\n`);

    const c = bigArgs('big-c.md');
    const piped = await runMa(
      ['tool', 'write_projectfile', '--meeting', meeting, '--args', '-', '--vault', root],
      {
        input: c.json,
      },
    );
    expect(piped.code, piped.stderr).toBe(0);
    expect(await readFile(join(root, 'Projects/remote-control/big-c.md'), 'utf8')).toBe(`${c.content}\n`);
  });

  it('X14: the direct command line and commander give the same result for @<file>, - and their errors', async () => {
    const root = t.vault.root;
    await writeFile(join(root, 'range.json'), '{"from": 2, "to": 4}');
    await writeFile(join(root, 'list.json'), '[1, 2]');
    await writeFile(join(root, 'broken.json'), '{from: 1}');
    await mkdir(join(root, 'folder.json'));
    const cases: [string[], string | undefined, number, RegExp][] = [
      [['--args', `@${join(root, 'range.json')}`], undefined, 0, /^2│/m],
      [['--args', '-'], '{"from": 2, "to": 4}', 0, /^2│/m],
      [
        ['--args', `@${join(root, 'missing.json')}`],
        undefined,
        2,
        /--args @.*missing\.json: cannot read the file \(no such file\)/,
      ],
      [
        ['--args', `@${join(root, 'folder.json')}`],
        undefined,
        2,
        /--args @.*folder\.json: is a folder, not a JSON file/,
      ],
      [['--args', '@'], undefined, 2, /--args @ names no file; write --args @<file> .* or --args - /],
      [
        ['--args', `@${join(root, 'broken.json')}`],
        undefined,
        2,
        /--args @.*broken\.json is not valid JSON \(/,
      ],
      [
        ['--args', `@${join(root, 'list.json')}`],
        undefined,
        2,
        /--args @.*list\.json must be a JSON object .*, got \[1, 2\]/,
      ],
      [['--args', '-'], 'not json', 2, /--args - \(stdin\) is not valid JSON \(/],
      [['--args', ' @range.json'], undefined, 2, /for a file write --args @<file>, for stdin --args -/],
    ];
    for (const [args, input, code, message] of cases) {
      const argv = ['tool', 'read_transcript', '--meeting', meeting, ...args];
      const options = input === undefined ? {} : { input };
      const direct = await runMa([...argv, '--vault', root], options);
      const viaCommander = await runMa(['--vault', root, ...argv], options);
      expect(direct.code, `${args.join(' ')}: ${direct.stderr}`).toBe(code);
      expect(`${direct.stdout}${direct.stderr}`, args.join(' ')).toMatch(message);
      expect(viaCommander, args.join(' ')).toEqual(direct);
    }
  });

  it('X14: ma tool --help names both forms', async () => {
    const help = await runMa(['tool', '--help']);
    const text = help.stdout.replace(/\s+/g, ' ');
    expect(text).toContain('@<file> reads it from a file, - from stdin');
    expect(text).toContain('--args @big-args.json');
  });
});

describe('T10: ma tool --args @<file> in another encoding', () => {
  it('T10: UTF-16 LE/BE with a byte order mark is read; Windows-1252 is refused naming the byte, nothing written', async () => {
    const root = t.vault.root;
    const args = (file: string) => JSON.stringify({ project: 'remote-control', path: file, content: 'Café' });
    await writeFile(join(root, 'le.json'), Buffer.from(`\uFEFF${args('t10-le.md')}`, 'utf16le'));
    await writeFile(join(root, 'be.json'), Buffer.from(`\uFEFF${args('t10-be.md')}`, 'utf16le').swap16());
    await writeFile(join(root, 'cp1252.json'), Buffer.from(args('t10-cp.md'), 'latin1'));
    for (const name of ['le', 'be']) {
      const run = await runMa(
        ['tool', 'write_projectfile', '--meeting', meeting, '--args', `@${name}.json`],
        {
          cwd: root,
        },
      );
      expect(run.code, run.stderr).toBe(0);
      expect(await readFile(join(root, `Projects/remote-control/t10-${name}.md`), 'utf8')).toBe('Café\n');
    }
    const cp = await runMa(['tool', 'write_projectfile', '--meeting', meeting, '--args', '@cp1252.json'], {
      cwd: root,
    });
    expect(cp.code, cp.stderr).toBe(2);
    const at = Buffer.from(args('t10-cp.md'), 'latin1').indexOf(0xe9);
    expect(cp.stderr).toContain(`--args @cp1252.json is not UTF-8 text (byte ${at} is not UTF-8`);
    await expect(readFile(join(root, 'Projects/remote-control/t10-cp.md'))).rejects.toThrow(/ENOENT/);
  });
});

describe('T8: ma tool --args giving a key twice', () => {
  it('T8: a repeated key (inline, @file, nested, escaped) is a usage error naming it; nothing written', async () => {
    const root = t.vault.root;
    const file = join(root, 'Projects/remote-control/t8.md');
    await writeFile(
      join(root, 'twice.json'),
      '{\n  "project": "remote-control",\n  "path": "t8.md",\n  "content": "A",\n  "content": "B"\n}\n',
    );
    const cases: [string, string][] = [
      [
        '{"project":"remote-control","path":"t8.md","content":"A","content":"B"}',
        '"content" twice (again at line 1, column 58)',
      ],
      ['@twice.json', '"content" twice (again at line 5, column 3)'],
      [
        '{"project":"remote-control","path":"t8.md","content":"A","replace_file":true,"\\u0072eplace_file":false}',
        '"replace_file" twice',
      ],
    ];
    for (const [args, said] of cases) {
      const run = await runMa(['tool', 'write_projectfile', '--meeting', meeting, '--args', args], {
        cwd: root,
      });
      expect(run.code, `${args}\n${run.stderr}`).toBe(2);
      expect(run.stderr).toContain(said);
      await expect(readFile(file)).rejects.toThrow(/ENOENT/);
    }
    const compact = (ops: string) =>
      runMa(
        ['tool', 'apply_changes', '--tools', 'compact', '--meeting', meeting, '--args', `{"ops":[${ops}]}`],
        {
          cwd: root,
        },
      );
    const nested = await compact('{"op":"add_dictation_word","word":"a","word":"b"}');
    expect(nested.code, nested.stderr).toBe(2);
    expect(`${nested.stdout}${nested.stderr}`).toContain('"word" twice');
    // The same key in two objects is no repeat.
    const ok = await compact(
      '{"op":"add_dictation_word","word":"T8one"},{"op":"add_dictation_word","word":"T8two"}',
    );
    expect(ok.code, ok.stderr).toBe(0);
  });
});
