/**
 * The plain command lines of `ma tool` and `ma search`, read without commander (docs/startup.md).
 * Spec: issue #13, goals (e) and (f): `ma tool read_meetingnote` and `ma search` are short
 * processes whose time is mostly start-up; issue #6 (`ma tool`, `ma search`).
 */
import type { SearchOptions } from '../commands/search.js';
import type { ToolOptions } from '../commands/tool.js';
import { toolProfileChoices } from './choices.js';
import { wholeNumber } from './whole-number.js';

/**
 * A command line {@link readDirectCommand} understood: the command, its one argument and the
 * options exactly as commander's `optsWithGlobals()` gives them for the same argv.
 */
export type DirectCommand =
  | { command: 'tool'; name: string; opts: ToolOptions }
  | { command: 'search'; pattern: string; opts: SearchOptions };

/** The options each command takes (with the global `--vault` and `--config`). */
const OPTIONS = {
  tool: ['meeting', 'args', 'tools', 'vault', 'config'],
  search: ['meeting', 'projects', 'limit', 'offset', 'vault', 'config'],
} as const;

/** `--limit` as program.ts's `positiveInt` accepts it; null when commander would refuse it. */
function positiveInt(value: string): number | null {
  const n = wholeNumber(value);
  return n !== null && n >= 1 ? n : null;
}

/** `--offset` as program.ts's `nonNegativeInt` accepts it; null when commander would refuse it. */
function nonNegativeInt(value: string): number | null {
  return wholeNumber(value);
}

/**
 * Reads `argv` (the arguments after the program name) when it is a plain `ma tool <name>` or
 * `ma search <pattern>` command line: the command first, then its one argument and its long options
 * (`--name value` or `--name=value`, each at most once, values not starting with `-`) in any
 * order, `--meeting` given, every value one commander accepts (`--tools` one of the profiles,
 * `--limit` a whole number >= 1, `--offset` one >= 0). Anything else (help, `--version`, `--json`, a short or unknown
 * option, `--`, a missing or extra argument, a repeated option, an empty value, a value commander would refuse)
 * returns null, and the caller hands the line to commander, which runs it or prints its usual
 * error: this reader never decides what an unusual command line means.
 * @returns the command and its options, or null.
 */
export function readDirectCommand(argv: readonly string[]): DirectCommand | null {
  const command = argv[0];
  if (command !== 'tool' && command !== 'search') return null;
  const allowed: readonly string[] = OPTIONS[command];
  const values = new Map<string, string>();
  let positional: string | undefined;
  for (let i = 1; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (!arg.startsWith('-')) {
      if (positional !== undefined) return null;
      positional = arg;
      continue;
    }
    if (!arg.startsWith('--') || arg === '--') return null;
    const eq = arg.indexOf('=');
    const name = arg.slice(2, eq === -1 ? undefined : eq);
    if (!allowed.includes(name) || values.has(name)) return null;
    let value: string | undefined;
    if (eq !== -1) value = arg.slice(eq + 1);
    else {
      value = argv[i + 1];
      i++;
    }
    // An empty value is commander's to refuse (review14 V7), as a repeated option is (V5).
    if (value === undefined || value.startsWith('-') || value.trim() === '') return null;
    values.set(name, value);
  }
  const meeting = values.get('meeting');
  if (positional === undefined || meeting === undefined) return null;
  const globals = {
    ...(values.has('vault') ? { vault: values.get('vault') } : {}),
    ...(values.has('config') ? { config: values.get('config') } : {}),
  };
  if (command === 'tool') {
    const tools = values.get('tools');
    if (tools !== undefined && !(toolProfileChoices as readonly string[]).includes(tools)) return null;
    return {
      command,
      name: positional,
      opts: {
        ...globals,
        meeting,
        args: values.get('args') ?? '{}',
        ...(tools !== undefined ? { tools: tools as ToolOptions['tools'] } : {}),
      },
    };
  }
  const limitText = values.get('limit');
  const limit = limitText === undefined ? undefined : positiveInt(limitText);
  if (limit === null) return null;
  const offsetText = values.get('offset');
  const offset = offsetText === undefined ? undefined : nonNegativeInt(offsetText);
  if (offset === null) return null;
  const projects = values.get('projects');
  return {
    command,
    pattern: positional,
    opts: {
      ...globals,
      meeting,
      ...(projects !== undefined ? { projects } : {}),
      ...(limit !== undefined ? { limit } : {}),
      ...(offset !== undefined ? { offset } : {}),
    },
  };
}
