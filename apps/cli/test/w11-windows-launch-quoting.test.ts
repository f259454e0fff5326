/**
 * The review10 W11 kind in the terminal launcher on Windows: `quoteArg`/`commandLine` for `cmd /k`
 * must bring every argument to the program unchanged, `%NAME%`, `!`, `$`, `"`, `&`, `^` included
 * (double quotes alone do not: cmd.exe expands `%NAME%` inside them). Checked on any OS against a
 * model of the documented rules:
 * - cmd.exe reading a command line (not a batch file): phase 1 replaces `%NAME%` by the value of a
 *   defined variable (names are case-insensitive) and keeps `%` and an undefined name as they are;
 *   phase 2 toggles quote mode at each `"` not escaped, and outside quote mode removes each `^`,
 *   taking the next character as text; an unescaped `&`, `|`, `<`, `>` outside quote mode would end
 *   or redirect the command; with delayed expansion off (`/v:off`) `!` is text.
 * - the program's runtime splitting its command line into arguments (`CommandLineToArgvW`, the MSVC
 *   runtime, Node): white space separates arguments outside quotes; `"` toggles quoting; 2n
 *   backslashes before a `"` are n backslashes and the quote toggles, 2n+1 are n backslashes and a
 *   literal `"`; other backslashes are themselves.
 */
import { describe, expect, it } from 'vitest';
import { cmdEscape, commandLine, quoteArg, windowsLaunchLine } from '../src/approvals/launch-terminal.js';

const ENV: Record<string, string> = { USERNAME: 'ann', PATH: 'C:\\Windows', HOME: 'C:\\Users\\ann', X: 'ex' };

/** cmd.exe's phases 1 and 2 on a command line, as described above; throws at an unescaped operator. */
function cmdRead(line: string, env: Record<string, string> = ENV): string {
  let expanded = '';
  for (let i = 0; i < line.length; i++) {
    const ch = line[i] as string;
    if (ch === '%') {
      const end = line.indexOf('%', i + 1);
      const name = end > i ? line.slice(i + 1, end) : '';
      const key = Object.keys(env).find((k) => k.toLowerCase() === name.toLowerCase());
      if (end > i && name !== '' && key !== undefined) {
        expanded += env[key];
        i = end;
        continue;
      }
    }
    expanded += ch;
  }
  let out = '';
  let quoted = false;
  for (let i = 0; i < expanded.length; i++) {
    const ch = expanded[i] as string;
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === '^') {
      i++;
      out += expanded[i] ?? '';
      continue;
    } else if (!quoted && '&|<>'.includes(ch)) throw new Error(`unescaped ${ch} in ${line}`);
    out += ch;
  }
  return out;
}

/** A Windows program's arguments from its command line, as described above. */
function argvOf(commandLineText: string): string[] {
  const args: string[] = [];
  let current = '';
  let inArg = false;
  let quoted = false;
  for (let i = 0; i < commandLineText.length; i++) {
    const ch = commandLineText[i] as string;
    if (ch === '\\') {
      let n = 0;
      while (commandLineText[i + n] === '\\') n++;
      inArg = true;
      if (commandLineText[i + n] === '"') {
        current += '\\'.repeat(Math.floor(n / 2));
        if (n % 2 === 1) current += '"';
        else quoted = !quoted;
        i += n;
      } else {
        current += '\\'.repeat(n);
        i += n - 1;
      }
    } else if (ch === '"') {
      quoted = !quoted;
      inArg = true;
    } else if (!quoted && (ch === ' ' || ch === '\t')) {
      if (inArg) args.push(current);
      current = '';
      inArg = false;
    } else {
      current += ch;
      inArg = true;
    }
  }
  if (inArg) args.push(current);
  return args;
}

const ARGV = [
  'C:\\Program Files\\nodejs\\node.exe',
  'C:\\Users\\ann\\AppData\\Roaming\\npm\\node_modules\\ma\\bin\\ma.js',
  'settings',
  '--vault',
  'C:\\Vaults\\100%USERNAME% & 50%x%',
  '--config',
  'C:\\cfg $HOME !X! ^caret "quoted" (a|b) <in> %PATH%\\',
  '--prompt-file',
  'C:\\Temp\\ma-settings-AbC\\request.md',
  '',
  'trailing\\\\',
  'a\\"b',
  '%%',
];

describe('W11 kind: the Windows launcher quotes for cmd.exe', () => {
  it('W11: every argument reaches the program unchanged through cmd /k (%NAME%, !, $, ", &, ^, backslashes, empty)', () => {
    const line = commandLine(ARGV, 'win32');
    expect(argvOf(cmdRead(line))).toEqual(ARGV);
    expect(quoteArg('C:\\Users\\ann\\Vault', 'win32')).toBe('C:\\Users\\ann\\Vault');
    expect(quoteArg('C:\\100%USERNAME%', 'win32')).toBe('C:\\100^%USERNAME^%');
    expect(quoteArg('C:\\My Vault\\', 'win32')).toBe('^"C:\\My Vault\\\\^"');
  });

  it('W11: the old double quotes let cmd expand %USERNAME% (the model catches it)', () => {
    const old = `"C:\\Vaults\\100%USERNAME%"`;
    expect(argvOf(cmdRead(old))).toEqual(['C:\\Vaults\\100ann']);
  });

  it("W11: the default launcher line survives both cmd.exe (the one running start, then the new window's cmd /k)", () => {
    const outer = windowsLaunchLine(ARGV) as string;
    expect(outer.startsWith('/d /v:off /c start "Meeting Assistant settings" cmd.exe /d /v:off /k ')).toBe(
      true,
    );
    const afterOuter = cmdRead(outer);
    const prefix = '/d /v:off /c start "Meeting Assistant settings" cmd.exe /d /v:off /k ';
    expect(afterOuter.startsWith(prefix)).toBe(true);
    expect(argvOf(cmdRead(afterOuter.slice(prefix.length)))).toEqual(ARGV);
    expect(windowsLaunchLine(['ma', 'a\nb'])).toBeNull();
    expect(cmdEscape('a%b^c')).toBe('a^%b^^c');
  });

  it('W11: POSIX quoting is unchanged: single quotes keep $(…), backquotes and $VAR as text', () => {
    expect(commandLine(['ma', 'settings', '--vault', "/v/a $(id) `x` $HOME it's"], 'linux')).toBe(
      "ma settings --vault '/v/a $(id) `x` $HOME it'\\''s'",
    );
  });
});
