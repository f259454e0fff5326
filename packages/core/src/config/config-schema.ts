import { z } from 'zod';
import { PathSafetyError, type PathSafetyReason } from '../errors/index.js';
import { STATE_FOLDER } from '../lock/state-folder.js';
import { checkRelativePath } from '../paths/check-relative-path.js';
import { type OwnFileSetting, ownFilePlaceProblem } from './base-prompt-place.js';
import { looksLikeSecret } from './secret-like.js';
import { urlProblem } from './url-problem.js';

/** What a refused path needs to be, by `checkRelativePath` reason (for config messages). */
const PATH_RULE: Record<PathSafetyReason, string> = {
  empty: 'not empty',
  absolute: 'not absolute',
  escape: 'no ".." segments',
  'control-character': 'no control or bidi characters',
  'windows-form': 'no drive letters, UNC forms or device names',
  lookalike: 'no look-alike dots or slashes',
  trash: 'outside the trash folder',
  hidden: 'no hidden names (starting with ".")',
  'symlink-escape': 'inside the vault',
  'not-a-file': 'a file',
  'not-a-folder': 'a folder',
  'name-too-long': 'names of at most 255 bytes (UTF-8) each',
  'unsafe-name': 'names without [ ] # ^ | : * " < > ? and without a trailing dot or space',
};

/**
 * A safe vault-relative path (the lexical rules of `checkRelativePath`, shared with every file
 * access), normalised to `/`-separated segments without `.`/empty ones (`./Meetings/` → `Meetings`).
 * It must not be, or lie inside, `.meeting-assistant` (any case): that folder holds Meeting
 * Assistant's own state (run locks) and is never a note location; nor `.obsidian` or `.git` (other programs' own
 * data), e.g.
 * `folders.summaries: expected a folder outside .meeting-assistant (reserved for Meeting Assistant's own state), got ".meeting-assistant"`.
 */
const vaultRelative = (what: 'folder' | 'file') =>
  z.string({ error: `a ${what} path relative to the vault` }).transform((value, ctx) => {
    const read = readVaultRelative(value, what);
    if (typeof read === 'string') return read;
    ctx.addIssue({ code: 'custom', message: read.problem });
    return z.NEVER;
  });

/**
 * Top-level vault folders that belong to other programs, with what they hold: no configured note or folder may be
 * there (review5 Q1: `folders.context: ".obsidian"` wrote context notes among Obsidian's settings).
 */
const OTHER_PROGRAMS_FOLDERS: Readonly<Record<string, string>> = {
  '.obsidian': "Obsidian's own settings",
  '.git': "git's repository data",
};

/**
 * A configured vault-relative path as the configuration schema reads it (see `vaultRelative`
 * above): the normalised path (`./Meetings/` → `Meetings`), or what is wrong with it (the message
 * of the schema's issue). Shared by the schema and `readPlainConfig`. A file path ending in `/` or `\`
 * is refused as a folder (review11 X13).
 */
export function readVaultRelative(value: string, what: 'folder' | 'file'): string | { problem: string } {
  let segments: string[];
  try {
    segments = checkRelativePath(value, 'config');
  } catch (error) {
    const rule = PathSafetyError.isInstance(error) ? PATH_RULE[error.reason] : 'a safe path';
    return { problem: `a ${what} path relative to the vault (${rule})` };
  }
  if (segments.length === 0)
    return { problem: `a ${what} path relative to the vault (not the vault itself)` };
  // A file setting written as a folder ("Projects/") says so (review11 X13).
  const end = /[\\/]$/.exec(value)?.[0];
  if (what === 'file' && end !== undefined)
    return { problem: `a file path relative to the vault, not a folder (it ends with "${end}")` };
  if (segments[0]!.toLowerCase() === STATE_FOLDER) {
    return { problem: `a ${what} outside ${STATE_FOLDER} (reserved for Meeting Assistant's own state)` };
  }
  const other = OTHER_PROGRAMS_FOLDERS[segments[0]!.normalize('NFC').toLowerCase()];
  if (other !== undefined) return { problem: `a ${what} outside ${segments[0]} (${other})` };
  return segments.join('/');
}

const folder = (fallback: string) => vaultRelative('folder').default(fallback);
const file = (fallback: string) => vaultRelative('file').default(fallback);
/**
 * The rule of a whole-number setting as the part after "expected": `<what> >= <min>`, and for a number above
 * the largest whole number a setting holds (or one beyond the double range, `1e309`) the whole range,
 * `<what> from <min> to 9007199254740991` (review11 X3).
 */
const wholeRule =
  (min: number, what = 'a whole number', atLeast = `${what} >= ${min}`, max = Number.MAX_SAFE_INTEGER) =>
  (issue: { code?: string; input?: unknown }) =>
    issue.code === 'too_big' || issue.input === Number.POSITIVE_INFINITY || max < Number.MAX_SAFE_INTEGER
      ? `${what} from ${min} to ${max}`
      : atLeast;

/**
 * A whole-number setting: at least `min`, `fallback` when absent, and at most `max` when given (then
 * every refusal names the whole range: `a whole number from 1 to 1000000`; L69).
 */
const wholeNumber = (min: number, fallback: number, max?: number) => {
  const range = max === undefined ? `a whole number >= ${min}` : `a whole number from ${min} to ${max}`;
  const int = z.int({ error: wholeRule(min, 'a whole number', undefined, max) }).min(min, { error: range });
  return (max === undefined ? int : int.max(max, { error: range })).default(fallback);
};

/**
 * The most each `limits.*` setting takes (L69): 1,000,000 characters for a read or the search
 * results (about 250,000 tokens, more than any model's context window holds in one tool result;
 * the context budget cuts below that anyway), 1,000 matches a search call and 2,000 characters
 * a matched line. A larger value is the usual configuration error naming the range.
 * Spec: docs/vault-format.md, Configuration (`limits`); apps/cli/README.md (settings table).
 */
export const LIMIT_MAXIMA = {
  readChars: 1_000_000,
  searchResults: 1_000,
  searchLineChars: 2_000,
  searchChars: 1_000_000,
} as const;

/**
 * The longest duration a setting takes, in ms (2^31 − 1, about 24.8 days): Node's timers run a
 * longer delay after 1 ms, so a longer deadline or wait would end at once.
 */
export const MAX_DURATION_MS = 2_147_483_647;

/** The rule of a duration setting, in ms (the config message's "expected …"). */
const durationRule = (min: number, what = 'a duration in ms') =>
  `${what} from ${min} to ${MAX_DURATION_MS} (about 24.8 days; Node's timers end a longer one at once)`;

/** A duration in ms, `min` to {@link MAX_DURATION_MS}, `fallback` when absent. */
const duration = (min: number, fallback: number) =>
  z
    .int({ error: durationRule(min) })
    .min(min, { error: durationRule(min) })
    .max(MAX_DURATION_MS, { error: durationRule(min) })
    .default(fallback);

/**
 * What a configured URL (`model.baseURL`, `daemon.hooks.webhook.url`) must not hold, as the part
 * of the message after "without": user info (`http://user:password@host`), a query (`?api-key=…`)
 * or a fragment. A secret there would be sent with every request and end up in run records,
 * console lines and toasts; secrets have their own fields. `null` when the URL is clean or does
 * not parse (the URL check reports that).
 * Spec: review M7; README (`apiKey` / `apiKeyEnv`); docs/vault-format.md, Configuration.
 */
export function urlSecretPart(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.username !== '' || parsed.password !== '' || /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*@/i.test(url))
    return 'user info (user:password@)';
  if (parsed.search !== '' || url.includes('?')) return 'a query (?…)';
  if (parsed.hash !== '' || url.includes('#')) return 'a fragment (#…)';
  return null;
}

/**
 * `schema` (a URL) refusing {@link urlSecretPart}'s parts, with `fix` (where a secret goes instead)
 * in the message.
 */
function withoutSecrets<T extends z.ZodType<string>>(schema: T, fix: string) {
  return schema.superRefine((value, ctx) => {
    const part = urlSecretPart(value);
    if (part)
      ctx.addIssue({
        code: 'custom',
        message: `an http(s) URL without ${part}: it would be sent in every request and written to run records and messages; ${fix}`,
      });
  });
}

/**
 * The shortest `approvals.timeoutMs` accepted, in ms: a shorter deadline ends every approval
 * (as denied) before anyone can read the question, so such a configuration is refused.
 * Spec: seed 004, Decisions (approval deadlines); review M2.
 */
export const MIN_APPROVAL_TIMEOUT_MS = 1000;
/** What `approvals.timeoutMs` must be (the config message's "expected …"). */
const APPROVAL_DEADLINE_RULE = `a deadline in ms of at least ${MIN_APPROVAL_TIMEOUT_MS} (a shorter one ends every approval before anyone can answer, as denied)`;

/**
 * The default of each `folders` key (docs/vault-format.md).
 * Spec: docs/vault-format.md, Configuration (`meeting-assistant.json`).
 */
export const FOLDER_DEFAULTS = {
  meetings: 'Meetings',
  transcripts: 'Transcripts',
  notes: 'Notes',
  summaries: 'Summaries',
  context: 'Assistant',
  projects: 'Projects',
  identities: 'Identities',
  trash: '.trash',
} as const;
/** A key of the `folders` section. */
export type FolderKey = keyof typeof FOLDER_DEFAULTS;

const lowerSegments = (rel: string) => rel.toLowerCase().split('/');
/** True when `inner` is `outer` or inside it, segment-wise and case-insensitively. */
const within = (inner: string, outer: string) => {
  const a = lowerSegments(inner);
  const b = lowerSegments(outer);
  return a.length >= b.length && b.every((seg, i) => a[i] === seg);
};

/**
 * The folders that are equal or nested (compared segment-wise, case-insensitively), each as the
 * issue the `folders` schema reports: on the key that differs from its default (when both do: the
 * nested one, or the later one when they are equal), e.g. `folders.trash` "a folder distinct from
 * folders.summaries". Empty when no two overlap. Shared by the schema and `readPlainConfig`.
 * Spec: docs/vault-format.md, Configuration (`meeting-assistant.json`).
 */
export function folderOverlaps(folders: Record<FolderKey, string>): { path: [FolderKey]; message: string }[] {
  const issues: { path: [FolderKey]; message: string }[] = [];
  const keys = Object.keys(FOLDER_DEFAULTS) as FolderKey[];
  for (let i = 0; i < keys.length; i++) {
    for (let j = i + 1; j < keys.length; j++) {
      const [a, b] = [keys[i]!, keys[j]!];
      const [va, vb] = [folders[a], folders[b]];
      if (!within(va, vb) && !within(vb, va)) continue;
      // Report on the key the user changed (defaults never overlap); when both changed, on the
      // nested one, or the later one when they are equal.
      const changedA = va !== FOLDER_DEFAULTS[a];
      const changedB = vb !== FOLDER_DEFAULTS[b];
      const blameB = changedB && (!changedA || within(vb, va));
      const [key, other, value, otherValue] = blameB ? [b, a, vb, va] : [a, b, va, vb];
      const relation = !within(value, otherValue)
        ? 'that does not contain'
        : within(otherValue, value)
          ? 'distinct from'
          : 'not inside';
      issues.push({ path: [key], message: `a folder ${relation} folders.${other}` });
    }
  }
  return issues;
}

/**
 * The content folders (every `folders` key but `trash`) with a part that starts with a dot
 * (`.meetings`, `Meetings/.team`), each as the issue the `folders` schema reports: hidden files
 * and folders are off limits to the tools, links and the daemon's watcher, so nothing in such a
 * folder could be read, e.g. `folders.meetings: expected a folder that is not hidden …, got ".meetings"`.
 * The trash folder is hidden by default (`.trash`) and may be. Empty when none is hidden. Shared
 * by the schema and `readPlainConfig`.
 * Spec: docs/vault-format.md, Configuration (`meeting-assistant.json`); review U10.
 */
export function hiddenFolders(folders: Record<FolderKey, string>): { path: [FolderKey]; message: string }[] {
  const issues: { path: [FolderKey]; message: string }[] = [];
  for (const key of Object.keys(FOLDER_DEFAULTS) as FolderKey[]) {
    if (key === 'trash') continue;
    const hidden = folders[key].split('/').find((segment) => segment.startsWith('.'));
    if (hidden === undefined) continue;
    issues.push({
      path: [key],
      message: `a folder that is not hidden (no part starting with "."; "${hidden}" is): hidden folders are off limits to the tools and the daemon, so nothing in it would be read; rename the folder without the dot and set folders.${key} to it`,
    });
  }
  return issues;
}

/**
 * What a model section lacking `baseURL` or `model` (after CLI/environment overrides) is told to
 * supply: both places the value can come from.
 * Spec: docs/contracts.md (@ma/core, Config: a model section is complete after overrides).
 */
export const MISSING_MODEL_KEY = {
  baseURL: 'a base URL (config "model.baseURL" or --base-url)',
  model: 'a model name (config "model.model" or --model)',
} as const;

/**
 * The default Markdown skeleton of a summary body.
 * Spec: docs/vault-format.md, Configuration (`meeting-assistant.json`); docs/contracts.md (@ma/core, Config).
 */
export const DEFAULT_SUMMARY_TEMPLATE = '## Summary\n\n## Decisions\n\n## Next steps\n';

/**
 * Builds the configuration's schemas. zod builds a schema object by object as its code runs (about
 * 7 ms of CPU for these), so they are built on first use ({@link configSchemas}), not when the
 * module loads: a command that never reads a configuration does not pay for them, and zod's
 * settings (`z.config`, e.g. `jitless`) made before the first use apply to them (docs/startup.md).
 */
function buildConfigSchemas() {
  /**
   * Schema of `folders` (defaults from docs/vault-format.md). Every folder is a safe vault-relative
   * path, and no two folders may be equal or nested (compared segment-wise, case-insensitively):
   * a trash folder equal to the summaries folder would trash summaries into themselves, a meetings
   * folder inside the projects folder would make meeting notes project files. The problem is
   * reported on the key that differs from its default (when both do: the nested one, or the later
   * one when they are equal), e.g.
   * `folders.trash: expected a folder distinct from folders.summaries, got "Summaries"`.
   * Spec: docs/vault-format.md, Configuration (`meeting-assistant.json`); docs/contracts.md (@ma/core, Config).
   */
  const FoldersSchema = z
    .strictObject(
      Object.fromEntries(Object.entries(FOLDER_DEFAULTS).map(([key, value]) => [key, folder(value)])) as {
        [K in FolderKey]: ReturnType<typeof folder>;
      },
    )
    .superRefine((folders, ctx) => {
      for (const issue of [...hiddenFolders(folders), ...folderOverlaps(folders)])
        ctx.addIssue({ code: 'custom', ...issue });
    });

  /**
   * Schema of the `model` section (no default: absent means the offline engine). `baseURL` and
   * `model` are required once overrides are applied (a missing one:
   * `model.model: expected a model name (config "model.model" or --model), got nothing`).
   * Spec: docs/vault-format.md, Configuration (`meeting-assistant.json`); docs/contracts.md (@ma/core, Config).
   */
  const ModelConfigSchema = z
    .strictObject({
      baseURL: withoutSecrets(
        z.url({
          protocol: /^https?$/,
          error: (issue) =>
            issue.input === undefined
              ? MISSING_MODEL_KEY.baseURL
              : urlProblem(issue.input, '"http://127.0.0.1:11434/v1"'),
        }),
        'put the key in "apiKeyEnv" (or "apiKey")',
      ),
      model: z
        .string({ error: (issue) => (issue.input === undefined ? MISSING_MODEL_KEY.model : 'a model name') })
        .min(1, { error: 'a model name' }),
      apiKey: z.string({ error: 'an API key string' }).min(1, { error: 'a non-empty API key' }).optional(),
      apiKeyEnv: z
        .string({ error: 'an environment variable name' })
        .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, { error: 'an environment variable name such as "MA_API_KEY"' })
        // `sk_live_…` is a valid name but the key itself (review4 P10).
        .refine((v) => !looksLikeSecret(v), { error: 'the NAME of an environment variable' })
        .optional(),
      maxSteps: wholeNumber(1, 40),
      retry: z.strictObject({ attempts: wholeNumber(0, 3), delayMs: duration(0, 2000) }).prefault({}),
      timeoutMs: duration(1, 120_000),
      // N2: the whole of a streamed request (a slow local model may stream for minutes).
      streamTimeoutMs: duration(1, 600_000),
      contextWindow: z
        .int({ error: wholeRule(1024, 'a whole number of tokens') })
        .min(1024, { error: 'a whole number of tokens >= 1024' })
        .optional(),
      maxOutputTokens: z
        .int({ error: wholeRule(16, 'a whole number of tokens') })
        .min(16, { error: 'a whole number of tokens >= 16' })
        .optional(),
    })
    .refine((m) => m.apiKey === undefined || m.apiKeyEnv === undefined, {
      error: 'either "apiKey" or "apiKeyEnv", not both',
      path: ['apiKeyEnv'],
    })
    .refine(
      (m) =>
        m.maxOutputTokens === undefined ||
        m.contextWindow === undefined ||
        m.maxOutputTokens * 2 <= m.contextWindow,
      {
        error: 'at most half of "contextWindow" (the rest holds the request)',
        path: ['maxOutputTokens'],
      },
    );

  /**
   * Schema of the `models` section (model routing): `main` (synthesis: the tool loop that writes
   * the summary) and `small` (reading: the chunk-note passes of a long meeting), each shaped like
   * the `model` section. `main` is another name for `model` (give one of them; after parsing both
   * hold the same value); `small` null means "the main model".
   * Spec: issue 14 (model routing); docs/vault-format.md, Configuration; docs/context-budget.md.
   */
  const ModelsConfigSchema = z.strictObject({
    main: ModelConfigSchema.nullable().default(null),
    small: ModelConfigSchema.nullable().default(null),
  });

  /**
   * Schema of `daemon.hooks.webhook`: after each summary `ma-daemon` POSTs JSON to `url`, signed
   * with HMAC-SHA256 over the raw body with the secret (`secret`, or the environment variable named
   * by `secretEnv`; exactly one of them), retried `attempts` times on network errors and 5xx/429,
   * each try bounded by `timeoutMs`.
   * Spec: issue 12, "Post-summary hooks".
   */
  const WebhookConfigSchema = z
    .strictObject({
      url: withoutSecrets(
        z.url({
          protocol: /^https?$/,
          error: (issue) => urlProblem(issue.input, '"https://example.org/hook"'),
        }),
        'the request is signed with "secret" or "secretEnv"',
      ),
      secret: z.string({ error: 'a secret string' }).min(1, { error: 'a non-empty secret' }).optional(),
      secretEnv: z
        .string({ error: 'an environment variable name' })
        .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, {
          error: 'an environment variable name such as "MA_WEBHOOK_SECRET"',
        })
        .refine((v) => !looksLikeSecret(v), { error: 'the NAME of an environment variable' })
        .optional(),
      attempts: wholeNumber(1, 3),
      timeoutMs: duration(1, 10_000),
    })
    .refine((w) => (w.secret === undefined) !== (w.secretEnv === undefined), {
      error: 'exactly one of "secret" or "secretEnv"',
      path: ['secretEnv'],
    });

  /**
   * Schema of the `daemon` section (`ma-daemon`): `trigger` (`status-ended`: a meeting note with
   * `status: ended` is summarized; `manual`: the daemon only watches and reports), `debounceMs`
   * (quiet time after the last change of a note before it is looked at), `concurrency` (summaries
   * at once), `retry` (runs after a transient model failure: `attempts` runs in all, the first
   * included (0 reads as 1); the second after `delayMs`, doubling each time), `shutdownMs` (how long SIGINT/SIGTERM lets running
   * summaries finish before cancelling them), `hooks.onSummary` (an argv array run without a shell
   * after each summary) and `hooks.webhook` (`WebhookConfigSchema` above). Durations in ms.
   * Spec: docs/vault-format.md, Configuration; issue 12 (`ma-daemon`).
   */
  const DaemonConfigSchema = z.strictObject({
    trigger: z
      .enum(['status-ended', 'manual'], { error: 'one of "status-ended", "manual"' })
      .default('status-ended'),
    debounceMs: duration(0, 3000),
    concurrency: wholeNumber(1, 1),
    retry: z.strictObject({ attempts: wholeNumber(0, 3), delayMs: duration(0, 30_000) }).prefault({}),
    shutdownMs: duration(0, 30_000),
    hooks: z
      .strictObject({
        onSummary: z
          .array(z.string({ error: 'an argument string' }), {
            error: 'an argv array such as ["notify-send", "summary ready"]',
          })
          .min(1, { error: 'an argv array with at least the program' })
          .nullable()
          .default(null),
        webhook: WebhookConfigSchema.nullable().default(null),
      })
      .prefault({}),
  });

  /**
   * Schema of `meeting-assistant.json`. Every section and key is optional and
   * defaulted; unknown keys are errors (a typo such as `modle` must not be ignored).
   * Spec: docs/vault-format.md, Configuration; docs/contracts.md, Config.
   */
  const MaConfigSchema = z
    .strictObject({
      folders: FoldersSchema.prefault({}),
      files: z.strictObject({ glossary: file('Glossary.md'), dictation: file('Dictation.md') }).prefault({}),
      model: ModelConfigSchema.nullable().default(null),
      models: ModelsConfigSchema.prefault({}),
      prompt: z
        .strictObject({
          basePromptFile: vaultRelative('file').nullable().default(null),
        })
        .prefault({}),
      approvals: z
        .strictObject({
          // A deadline under a second ends every approval before anyone can answer (review M2).
          timeoutMs: z
            .int({
              error: (issue) =>
                issue.code === 'too_big' || issue.input === Number.POSITIVE_INFINITY
                  ? durationRule(MIN_APPROVAL_TIMEOUT_MS, 'a deadline in ms')
                  : APPROVAL_DEADLINE_RULE,
            })
            .min(MIN_APPROVAL_TIMEOUT_MS, { error: APPROVAL_DEADLINE_RULE })
            .max(MAX_DURATION_MS, { error: durationRule(MIN_APPROVAL_TIMEOUT_MS, 'a deadline in ms') })
            .default(600_000),
          prompt: z
            .enum(['toast', 'console', 'vault-note', 'approve', 'deny'], {
              error: 'one of "toast", "console", "vault-note", "approve", "deny"',
            })
            .default('toast'),
          terminal: z
            .string({
              error: 'a command line containing {command}, or null (the default terminal of the OS)',
            })
            .refine((v) => v.includes('{command}'), {
              error: 'a command line containing {command}, or null (the default terminal of the OS)',
            })
            .nullable()
            .default(null),
        })
        .prefault({}),
      daemon: DaemonConfigSchema.prefault({}),
      summary: z
        .strictObject({
          language: z
            .string({ error: 'a language code such as "en", or null' })
            .min(1, { error: 'a language code such as "en", or null' })
            .nullable()
            .default(null),
          template: z.string({ error: 'a Markdown section skeleton' }).default(DEFAULT_SUMMARY_TEMPLATE),
        })
        .prefault({}),
      tools: z
        .strictObject({
          profile: z
            .enum(['granular', 'compact'], { error: 'one of "granular", "compact"' })
            .default('granular'),
        })
        .prefault({}),
      limits: z
        .strictObject({
          readChars: wholeNumber(1, 24_000, LIMIT_MAXIMA.readChars),
          searchResults: wholeNumber(1, 100, LIMIT_MAXIMA.searchResults),
          searchLineChars: wholeNumber(16, 240, LIMIT_MAXIMA.searchLineChars),
          searchChars: wholeNumber(1, 16_000, LIMIT_MAXIMA.searchChars),
        })
        .prefault({}),
    })
    .superRefine((config, ctx) => {
      const { main, small } = config.models;
      if (main !== null && config.model !== null && JSON.stringify(main) !== JSON.stringify(config.model)) {
        ctx.addIssue({
          code: 'custom',
          path: ['models', 'main'],
          message: 'either "model" or "models.main" (they name the same model), not both',
        });
      }
      if (small !== null && main === null && config.model === null) {
        ctx.addIssue({
          code: 'custom',
          path: ['models', 'small'],
          message: 'a "model" (or "models.main") section next to "models.small"',
        });
      }
      // The base prompt is sent to the model on every run and shown by ma settings (review4 P6); the glossary is
      // read and the dictation list written by tools the model calls (review5 Q1).
      const own: [OwnFileSetting, string | null, [string, string]][] = [
        ['prompt.basePromptFile', config.prompt.basePromptFile, ['prompt', 'basePromptFile']],
        ['files.glossary', config.files.glossary, ['files', 'glossary']],
        ['files.dictation', config.files.dictation, ['files', 'dictation']],
      ];
      for (const [setting, rel, path] of own) {
        const problem = rel === null ? null : ownFilePlaceProblem(config, rel, setting);
        if (problem !== null) ctx.addIssue({ code: 'custom', path, message: problem });
      }
    });

  return { MaConfigSchema, ModelConfigSchema, DaemonConfigSchema };
}

let schemas: ReturnType<typeof buildConfigSchemas> | undefined;

/**
 * The schemas of `meeting-assistant.json` (built on the first call, then the same objects):
 * `MaConfigSchema` (the whole file: every section and key optional and defaulted, unknown keys
 * are errors), `ModelConfigSchema` (the `model` section), `DaemonConfigSchema` (`daemon`).
 * Spec: docs/vault-format.md, Configuration; docs/contracts.md, Config.
 */
export function configSchemas(): ReturnType<typeof buildConfigSchemas> {
  schemas ??= buildConfigSchemas();
  return schemas;
}

/**
 * The model section after defaults: `{ baseURL, model, apiKey?, apiKeyEnv?, maxSteps: 40,
 * retry: { attempts: 3, delayMs: 2000 }, timeoutMs: 120000, streamTimeoutMs: 600000, contextWindow?,
 * maxOutputTokens? }` (durations in ms, limits in tokens). `retry.attempts` is the most HTTP
 * requests of one model call, the first try included (0 reads as 1; B33). `timeoutMs` bounds one
 * try of a request (until the whole reply of a non-streamed one, until the headers of a streamed
 * one) and every silence between stream chunks; `streamTimeoutMs` bounds a streamed request as a
 * whole, from sending it to its last chunk (N2). `maxOutputTokens`, when set, is sent as the
 * request's output limit (`max_tokens`); nothing is sent by default.
 * `apiKey` and `apiKeyEnv` are mutually exclusive.
 * Spec: docs/vault-format.md, Configuration (`meeting-assistant.json`); docs/contracts.md (@ma/core, Config).
 */
export type ModelConfig = z.output<ReturnType<typeof buildConfigSchemas>['ModelConfigSchema']>;

/**
 * The whole configuration after defaults (see docs/contracts.md, Config, for the shape).
 * Folder and file values are vault-relative paths; durations in ms; limits in characters
 * (`searchResults` in matches).
 * Spec: docs/vault-format.md, Configuration (`meeting-assistant.json`); docs/contracts.md (@ma/core, Config).
 */
export type MaConfig = z.output<ReturnType<typeof buildConfigSchemas>['MaConfigSchema']>;

/**
 * The `daemon` section after defaults (see `configSchemas().DaemonConfigSchema`); durations in ms.
 * Spec: issue 12 (`ma-daemon`); docs/contracts.md (@ma/core, Config).
 */
export type DaemonConfig = z.output<ReturnType<typeof buildConfigSchemas>['DaemonConfigSchema']>;
