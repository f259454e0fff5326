/**
 * Reading the common configuration without zod (docs/startup.md): building the configuration's
 * zod schemas is about 13 ms of CPU in a fresh process (cold code), the largest single cost of a
 * one-shot command such as `ma tool read_meetingnote`.
 * Spec: issue #13, goal (e): `ma tool read_meetingnote` ≤ 2× `node -e 0`.
 */

import { basePromptPlaceProblem, ownFilePlaceProblem } from './base-prompt-place.js';
import {
  DEFAULT_SUMMARY_TEMPLATE,
  FOLDER_DEFAULTS,
  type FolderKey,
  folderOverlaps,
  hiddenFolders,
  LIMIT_MAXIMA,
  MAX_DURATION_MS,
  type MaConfig,
  MIN_APPROVAL_TIMEOUT_MS,
  readVaultRelative,
} from './config-schema.js';

/** Thrown inside {@link readPlainConfig} for anything it leaves to the schema. */
const NOT_PLAIN: unique symbol = Symbol('not plain');

type Raw = Record<string, unknown>;

/** `value` as an object literal's or `JSON.parse`'s object (no class instance, array or null). */
function plainObject(value: unknown): Raw {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw NOT_PLAIN;
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) throw NOT_PLAIN;
  return value as Raw;
}

/**
 * The section `raw[key]` as an object whose keys are all in `known` (absent: `{}`, as the schema's
 * `prefault({})`); an `undefined` value anywhere is left to the schema.
 */
function section(raw: Raw, key: string, known: readonly string[]): Raw {
  if (!Object.hasOwn(raw, key)) return {};
  const value = plainObject(raw[key]);
  for (const k of Object.keys(value)) if (!known.includes(k) || value[k] === undefined) throw NOT_PLAIN;
  return value;
}

/** `z.int().min(min).default(fallback)`: a safe integer ≥ `min`. */
function wholeNumber(
  raw: Raw,
  key: string,
  min: number,
  fallback: number,
  max = Number.MAX_SAFE_INTEGER,
): number {
  if (!Object.hasOwn(raw, key)) return fallback;
  const value = raw[key];
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min || value > max)
    throw NOT_PLAIN;
  return value;
}

/** A duration in ms (`duration(min, fallback)` of the schema): past {@link MAX_DURATION_MS} the schema words it. */
function durationMs(raw: Raw, key: string, min: number, fallback: number): number {
  const value = wholeNumber(raw, key, min, fallback);
  if (value > MAX_DURATION_MS) throw NOT_PLAIN;
  return value;
}

/** `z.enum(choices).default(fallback)`. */
function oneOf<T extends string>(raw: Raw, key: string, choices: readonly T[], fallback: T): T {
  if (!Object.hasOwn(raw, key)) return fallback;
  const value = raw[key];
  if (!(choices as readonly unknown[]).includes(value)) throw NOT_PLAIN;
  return value as T;
}

/** A vault-relative path (`vaultRelative(what)`), normalised; `fallback` when absent. */
function vaultPath<F extends string | null>(
  raw: Raw,
  key: string,
  what: 'folder' | 'file',
  fallback: F,
): string | F {
  if (!Object.hasOwn(raw, key)) return fallback;
  const value = raw[key];
  if (value === null && fallback === null) return fallback;
  if (typeof value !== 'string') throw NOT_PLAIN;
  const read = readVaultRelative(value, what);
  if (typeof read !== 'string') throw NOT_PLAIN;
  return read;
}

/** A key that must be absent or null (a section this reader leaves to the schema otherwise). */
function absentOrNull(raw: Raw, key: string): null {
  if (Object.hasOwn(raw, key) && raw[key] !== null) throw NOT_PLAIN;
  return null;
}

const TOP_KEYS = [
  'folders',
  'files',
  'model',
  'models',
  'prompt',
  'approvals',
  'daemon',
  'summary',
  'tools',
  'limits',
] as const;

/**
 * The configuration `configSchemas().MaConfigSchema` gives for `raw` (defaults applied; not
 * frozen, `model`/`models.main` not yet merged), read without zod, when `raw` is a valid
 * configuration of the common kind: no `model` or `models` section (or null ones), no webhook,
 * every value of its plain JSON type. Anything else (any value the schema would refuse, a model
 * section, an `undefined` value, a non-plain object) gives null and the caller uses the schema,
 * whose result (or error) it is. `apps/cli`'s one-shot commands read their configuration through
 * it. `read-plain-config.test.ts` checks it against the schema on the configurations of the docs,
 * the sample vault and generated ones.
 * Spec: docs/vault-format.md, Configuration; issue #13, goal (e).
 */
export function readPlainConfig(input: unknown): MaConfig | null {
  try {
    const raw = plainObject(input);
    for (const k of Object.keys(raw)) {
      if (!(TOP_KEYS as readonly string[]).includes(k) || raw[k] === undefined) return null;
    }
    const folderKeys = Object.keys(FOLDER_DEFAULTS) as FolderKey[];
    const rawFolders = section(raw, 'folders', folderKeys);
    const folders = {} as Record<FolderKey, string>;
    for (const key of folderKeys) folders[key] = vaultPath(rawFolders, key, 'folder', FOLDER_DEFAULTS[key]);
    if (folderOverlaps(folders).length > 0 || hiddenFolders(folders).length > 0) return null;
    const rawFiles = section(raw, 'files', ['glossary', 'dictation']);
    const models = section(raw, 'models', ['main', 'small']);
    const prompt = section(raw, 'prompt', ['basePromptFile']);
    const approvals = section(raw, 'approvals', ['timeoutMs', 'prompt', 'terminal']);
    const terminal = Object.hasOwn(approvals, 'terminal') ? approvals.terminal : null;
    if (terminal !== null && (typeof terminal !== 'string' || !terminal.includes('{command}'))) return null;
    const daemon = section(raw, 'daemon', [
      'trigger',
      'debounceMs',
      'concurrency',
      'retry',
      'shutdownMs',
      'hooks',
    ]);
    const retry = section(daemon, 'retry', ['attempts', 'delayMs']);
    const hooks = section(daemon, 'hooks', ['onSummary', 'webhook']);
    let onSummary: string[] | null = null;
    if (Object.hasOwn(hooks, 'onSummary') && hooks.onSummary !== null) {
      const argv = hooks.onSummary;
      if (!Array.isArray(argv) || argv.length === 0) return null;
      onSummary = [];
      for (let i = 0; i < argv.length; i++) {
        if (typeof argv[i] !== 'string') return null;
        onSummary.push(argv[i] as string);
      }
    }
    const summary = section(raw, 'summary', ['language', 'template']);
    const language = Object.hasOwn(summary, 'language') ? summary.language : null;
    if (language !== null && (typeof language !== 'string' || language.length === 0)) return null;
    const template = Object.hasOwn(summary, 'template') ? summary.template : DEFAULT_SUMMARY_TEMPLATE;
    if (typeof template !== 'string') return null;
    const tools = section(raw, 'tools', ['profile']);
    const files = {
      glossary: vaultPath(rawFiles, 'glossary', 'file', 'Glossary.md'),
      dictation: vaultPath(rawFiles, 'dictation', 'file', 'Dictation.md'),
    };
    const basePromptFile = vaultPath(prompt, 'basePromptFile', 'file', null);
    // A base prompt, glossary or dictation list in a forbidden place is left to the schema, which words it
    // (review4 P6, review5 Q1).
    if (basePromptFile !== null && basePromptPlaceProblem({ folders, files }, basePromptFile) !== null)
      return null;
    if (ownFilePlaceProblem({ folders, files }, files.glossary, 'files.glossary') !== null) return null;
    if (ownFilePlaceProblem({ folders, files }, files.dictation, 'files.dictation') !== null) return null;
    const limits = section(raw, 'limits', ['readChars', 'searchResults', 'searchLineChars', 'searchChars']);
    return {
      folders,
      files,
      model: absentOrNull(raw, 'model'),
      models: { main: absentOrNull(models, 'main'), small: absentOrNull(models, 'small') },
      prompt: { basePromptFile },
      approvals: {
        timeoutMs: durationMs(approvals, 'timeoutMs', MIN_APPROVAL_TIMEOUT_MS, 600_000),
        prompt: oneOf(approvals, 'prompt', ['toast', 'console', 'vault-note', 'approve', 'deny'], 'toast'),
        terminal,
      },
      daemon: {
        trigger: oneOf(daemon, 'trigger', ['status-ended', 'manual'], 'status-ended'),
        debounceMs: durationMs(daemon, 'debounceMs', 0, 3000),
        concurrency: wholeNumber(daemon, 'concurrency', 1, 1),
        retry: {
          attempts: wholeNumber(retry, 'attempts', 0, 3),
          delayMs: durationMs(retry, 'delayMs', 0, 30_000),
        },
        shutdownMs: durationMs(daemon, 'shutdownMs', 0, 30_000),
        hooks: { onSummary, webhook: absentOrNull(hooks, 'webhook') },
      },
      summary: { language, template },
      tools: { profile: oneOf(tools, 'profile', ['granular', 'compact'], 'granular') },
      limits: {
        // L69: past the most a limit takes the schema words it (the range).
        readChars: wholeNumber(limits, 'readChars', 1, 24_000, LIMIT_MAXIMA.readChars),
        searchResults: wholeNumber(limits, 'searchResults', 1, 100, LIMIT_MAXIMA.searchResults),
        searchLineChars: wholeNumber(limits, 'searchLineChars', 16, 240, LIMIT_MAXIMA.searchLineChars),
        searchChars: wholeNumber(limits, 'searchChars', 1, 16_000, LIMIT_MAXIMA.searchChars),
      },
    };
  } catch (error) {
    if (error === NOT_PLAIN) return null;
    throw error;
  }
}
