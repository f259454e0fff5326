import { describe, expect, it } from 'vitest';
import { pasteCommand, pasteCommandText } from './paste-command.js';

describe('pasteCommand (review10)', () => {
  it('W11: POSIX lines single-quote every non-plain argument, so $(…), backticks, $VAR, quotes and line breaks stay text', () => {
    const argv = [
      'ma',
      'settings',
      '--vault',
      '/tmp/team $(id) vault',
      '--config',
      '/home/ann/it\'s `x` $HOME "q" ;&|*?!~#\n2.json',
      '--prompt-file',
      '/v/Assistant/Requests/workflow-abc.prompt.md',
    ];
    expect(pasteCommand(argv, 'linux')).toEqual({
      line: `ma settings --vault '/tmp/team $(id) vault' --config '/home/ann/it'\\''s \`x\` $HOME "q" ;&|*?!~#\n2.json' --prompt-file /v/Assistant/Requests/workflow-abc.prompt.md`,
      shell: 'sh',
    });
    expect(pasteCommandText(['ma', 'summarize', 'Meetings/a"b.md'], 'darwin')).toBe(
      `ma summarize 'Meetings/a"b.md'`,
    );
    expect(pasteCommandText(['ma', 'summarize', ''], 'linux')).toBe(`ma summarize ''`);
  });

  it('W11: Windows lines keep backslashes single, double-quote what cmd and PowerShell read alike, and fall back to PowerShell quoting for %, $, `, !', () => {
    expect(pasteCommand(['ma', 'settings', '--vault', 'C:\\Users\\ann\\Vault'], 'win32')).toEqual({
      line: 'ma settings --vault C:\\Users\\ann\\Vault',
      shell: 'cmd or PowerShell',
    });
    expect(pasteCommand(['ma', '--vault', 'C:\\Users\\Ann Lee\\R&D (old); x', 'C:\\'], 'win32')).toEqual({
      line: 'ma --vault "C:\\Users\\Ann Lee\\R&D (old); x" C:\\',
      shell: 'cmd or PowerShell',
    });
    expect(pasteCommand(['ma', 'C:\\My Vault\\'], 'win32').line).toBe('ma "C:\\My Vault\\\\"');
    expect(pasteCommand(['ma', '@list'], 'win32').line).toBe('ma "@list"');
    for (const odd of ['C:\\100%USERNAME%', 'C:\\$env:PATH', 'C:\\a`b', 'C:\\wow!']) {
      expect(pasteCommand(['ma', '--vault', odd], 'win32'), odd).toEqual({
        line: `ma --vault '${odd}'`,
        shell: 'PowerShell',
      });
    }
    expect(pasteCommandText(['ma', "C:\\Ann's $x"], 'win32')).toBe("ma 'C:\\Ann''s $x' (in PowerShell)");
  });
});
