import { z } from 'zod';
import { checkRelativePath } from '../paths/check-relative-path.js';

function isSafeRelative(value: string): boolean {
  try {
    return checkRelativePath(value, 'config').length > 0;
  } catch {
    return false;
  }
}

const folder = (fallback: string) =>
  z
    .string({ error: 'a folder path relative to the vault' })
    .refine(isSafeRelative, { error: 'a folder path relative to the vault (no "..", not absolute)' })
    .default(fallback);
const file = (fallback: string) =>
  z
    .string({ error: 'a file path relative to the vault' })
    .refine(isSafeRelative, { error: 'a file path relative to the vault (no "..", not absolute)' })
    .default(fallback);
const wholeNumber = (min: number, fallback: number) =>
  z
    .int({ error: `a whole number >= ${min}` })
    .min(min, { error: `a whole number >= ${min}` })
    .default(fallback);

/** Schema of `folders` (defaults from docs/vault-format.md). */
export const FoldersSchema = z.strictObject({
  meetings: folder('Meetings'),
  transcripts: folder('Transcripts'),
  notes: folder('Notes'),
  summaries: folder('Summaries'),
  context: folder('Assistant'),
  projects: folder('Projects'),
  identities: folder('Identities'),
  trash: folder('.trash'),
});

/** Schema of the `model` section (no default: absent means the offline engine). */
export const ModelConfigSchema = z
  .strictObject({
    baseURL: z.url({ protocol: /^https?$/, error: 'an http(s) URL such as "http://127.0.0.1:11434/v1"' }),
    model: z.string({ error: 'a model name' }).min(1, { error: 'a model name' }),
    apiKey: z.string({ error: 'an API key string' }).min(1, { error: 'a non-empty API key' }).optional(),
    apiKeyEnv: z
      .string({ error: 'an environment variable name' })
      .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, { error: 'an environment variable name such as "MA_API_KEY"' })
      .optional(),
    maxSteps: wholeNumber(1, 40),
    retry: z.strictObject({ attempts: wholeNumber(0, 3), delayMs: wholeNumber(0, 2000) }).prefault({}),
    timeoutMs: wholeNumber(1, 120_000),
  })
  .refine((m) => m.apiKey === undefined || m.apiKeyEnv === undefined, {
    error: 'either "apiKey" or "apiKeyEnv", not both',
    path: ['apiKeyEnv'],
  });

/** The default Markdown skeleton of a summary body. */
export const DEFAULT_SUMMARY_TEMPLATE = '## Summary\n\n## Decisions\n\n## Next steps\n';

/**
 * Schema of `meeting-assistant.json`. Every section and key is optional and
 * defaulted; unknown keys are errors (a typo such as `modle` must not be ignored).
 * Spec: docs/vault-format.md, Configuration; docs/contracts.md, Config.
 */
export const MaConfigSchema = z.strictObject({
  folders: FoldersSchema.prefault({}),
  files: z.strictObject({ glossary: file('Glossary.md'), dictation: file('Dictation.md') }).prefault({}),
  model: ModelConfigSchema.nullable().default(null),
  prompt: z
    .strictObject({
      basePromptFile: z
        .string({ error: 'a file path relative to the vault, or null' })
        .refine(isSafeRelative, { error: 'a file path relative to the vault, or null' })
        .nullable()
        .default(null),
    })
    .prefault({}),
  approvals: z
    .strictObject({
      timeoutMs: wholeNumber(0, 600_000),
      prompt: z
        .enum(['toast', 'console', 'deny'], { error: 'one of "toast", "console", "deny"' })
        .default('toast'),
    })
    .prefault({}),
  daemon: z
    .strictObject({
      trigger: z
        .enum(['status-ended', 'manual'], { error: 'one of "status-ended", "manual"' })
        .default('status-ended'),
      debounceMs: wholeNumber(0, 3000),
      concurrency: wholeNumber(1, 1),
    })
    .prefault({}),
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
  limits: z
    .strictObject({
      readChars: wholeNumber(1, 24_000),
      searchResults: wholeNumber(1, 100),
      searchLineChars: wholeNumber(16, 240),
      searchChars: wholeNumber(1, 16_000),
    })
    .prefault({}),
});

/**
 * The model section after defaults: `{ baseURL, model, apiKey?, apiKeyEnv?, maxSteps: 40,
 * retry: { attempts: 3, delayMs: 2000 }, timeoutMs: 120000 }` (durations in ms).
 * `apiKey` and `apiKeyEnv` are mutually exclusive.
 */
export type ModelConfig = z.output<typeof ModelConfigSchema>;

/**
 * The whole configuration after defaults (see docs/contracts.md, Config, for the shape).
 * Folder and file values are vault-relative paths; durations in ms; limits in characters
 * (`searchResults` in matches).
 */
export type MaConfig = z.output<typeof MaConfigSchema>;
