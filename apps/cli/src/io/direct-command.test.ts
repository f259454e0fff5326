/**
 * issue 13 (start-up): the plain `ma tool`/`ma search` reader takes exactly the command lines it
 * understands, with the options commander would give, and leaves every other line to commander.
 */
import { describe, expect, it } from 'vitest';
import { readDirectCommand } from './direct-command.js';

describe('issue 13: plain ma tool / ma search lines are read without commander', () => {
  it('reads both option forms, in any order, with the options commander gives', () => {
    expect(readDirectCommand(['tool', 'read_meetingnote', '--meeting', 'standup', '--vault', 'v'])).toEqual({
      command: 'tool',
      name: 'read_meetingnote',
      opts: { vault: 'v', meeting: 'standup', args: '{}' },
    });
    expect(
      readDirectCommand(['tool', '--meeting=a b', '--tools', 'compact', 'query_meeting', '--args={"x":1}']),
    ).toEqual({
      command: 'tool',
      name: 'query_meeting',
      opts: { meeting: 'a b', args: '{"x":1}', tools: 'compact' },
    });
    expect(
      readDirectCommand([
        'search',
        'price|cost',
        '--meeting',
        'm',
        '--projects',
        'a,b',
        '--limit',
        '5',
        '--config',
        'c.json',
      ]),
    ).toEqual({
      command: 'search',
      pattern: 'price|cost',
      opts: { config: 'c.json', meeting: 'm', projects: 'a,b', limit: 5 },
    });
  });

  it('leaves every other line to commander (help, errors, unusual forms)', () => {
    const others = [
      [],
      ['--help'],
      ['tools', '--json'],
      ['--vault', 'v', 'tool', 'x', '--meeting', 'm'],
      ['tool', 'x'],
      ['tool', '--meeting', 'm'],
      ['tool', 'x', 'y', '--meeting', 'm'],
      ['tool', 'x', '--meeting', 'm', '--help'],
      ['tool', 'x', '--meeting', 'm', '-h'],
      ['tool', 'x', '--meeting', 'm', '--json'],
      ['tool', 'x', '--meeting', 'm', '--meeting', 'n'],
      ['tool', 'x', '--meeting'],
      ['tool', 'x', '--meeting', '--vault', 'v'],
      ['tool', 'x', '--meeting', 'm', '--tools', 'tiny'],
      ['tool', 'x', '--meeting', 'm', '--projects', 'a'],
      ['tool', 'x', '--meeting', 'm', '--', '--args'],
      ['search', '-e', '--meeting', 'm'],
      ['search', 'q', '--meeting', 'm', '--limit', '0'],
      ['search', 'q', '--meeting', 'm', '--limit', '1.5'],
      ['search', 'q', '--meeting', 'm', '--limit=-1'],
      ['search', 'q', '--meeting', 'm', '--args', '{}'],
    ];
    for (const argv of others) expect(readDirectCommand(argv), argv.join(' ')).toBeNull();
  });
});
