import { type MaConfig, parseConfig, spellConfiguredPaths } from '@ma/core';

/**
 * The text of the files `ma init` creates. Every default value comes from core's configuration
 * schema (`parseConfig(undefined)`), so the starter files cannot drift from what core applies.
 * Spec: docs/vault-format.md (layout, Configuration); issue #6, "`ma`: summarize a real meeting
 * end to end from the command line".
 */

/** Core's defaults: what a vault without `meeting-assistant.json` gets. */
const defaults = parseConfig(undefined);

/** The README's model example, completed with core's model defaults (maxSteps, retry, timeoutMs). */
const exampleModel = parseConfig({
  model: { baseURL: 'http://127.0.0.1:11434/v1', model: 'qwen3:8b', apiKeyEnv: 'MA_API_KEY' },
}).model;

/**
 * `meeting-assistant.json`: core's defaults for `folders`, `files`, `prompt`, `approvals` and
 * `daemon` (the sections people edit; `model`, `summary` and `limits` are explained in the README
 * beside it). Only keys core's schema accepts (it rejects unknown keys, so no `"$comment"`).
 */
export const starterConfig = `${JSON.stringify(
  {
    folders: defaults.folders,
    files: defaults.files,
    prompt: defaults.prompt,
    approvals: defaults.approvals,
    daemon: defaults.daemon,
  },
  null,
  2,
)}\n`;

/**
 * {@link starterConfig} for an existing folder (an Obsidian vault `ma init` joins): every
 * `folders.*`/`files.*` name an entry there already spells differently in case or Unicode form
 * (`meetings/`, a folder named in NFD) is written as the folder spells it, so the new configuration
 * names what is there and `ma doctor` has no spelling to warn about right after `ma init` (R226).
 * A name several entries match (case twins) keeps the default spelling (init skips it, doctor says why).
 * @param root the vault folder (absolute; need not hold anything yet).
 * @returns the JSON text, two-space indented, ending with a line break.
 */
export async function starterConfigFor(root: string): Promise<string> {
  const starter = JSON.parse(starterConfig) as Record<string, Record<string, unknown>>;
  const { respelled } = await spellConfiguredPaths(root, defaults as MaConfig);
  for (const r of respelled) {
    const [section, key] = r.setting.split('.') as [string, string];
    if (r.onDisk !== null && starter[section]) starter[section][key] = r.onDisk;
  }
  return `${JSON.stringify(starter, null, 2)}\n`;
}

/** File name of the note `ma init` writes beside the configuration (`ma doctor` points to it). */
export const STARTER_CONFIG_README_NAME = 'meeting-assistant.README.md';

/** `meeting-assistant.README.md`: what each configuration key means (JSON has no comments). */
export const starterConfigReadme = `# meeting-assistant.json, explained

JSON has no comments, so this note explains \`meeting-assistant.json\` beside it.
Every key is optional; a missing key takes the default shown. Unknown keys are
errors (a typo must not be ignored). Check the file with \`ma doctor\`.

## folders, files
Where the vault keeps its notes (paths relative to the vault, \`/\` separators):
\`meetings\` (meeting notes), \`transcripts\`, \`notes\` (your notes typed during the meeting),
\`summaries\` (written by the assistant), \`context\` (the assistant's notebook per meeting),
\`projects\` (one project per direct subfolder; the folder name is its ID),
\`identities\` (known speakers), \`trash\` (where deletes go; nothing is ever unlinked).
\`files.glossary\` and \`files.dictation\` name the glossary and the transcriber's vocabulary.

## model (not set: the offline engine)
Without a \`model\` section \`ma summarize\` uses the offline extractive engine. To use an
LLM on any OpenAI-compatible endpoint (Ollama, LM Studio, vLLM, llama.cpp, OpenAI, OpenRouter),
add for example:

\`\`\`json
"model": ${JSON.stringify(exampleModel, null, 2)}
\`\`\`

- \`apiKeyEnv\` names the environment variable holding the key (or \`"apiKey": "…"\`, not both;
  local servers need neither).
- \`maxSteps\`: most model turns per run; \`retry\`: attempts (requests in all, the first
  included) and delay (ms) for transient failures (408/409/429/5xx, network); \`timeoutMs\`: per request.
- Without editing the file: \`ma summarize <meeting> --base-url … --model …\`, or the
  environment variables \`MA_BASE_URL\`, \`MA_MODEL\`, \`MA_API_KEY_ENV\` (flags win).

## prompt
\`basePromptFile\`: a vault-relative Markdown file replacing the built-in base prompt
(the tool guidance is still added); \`null\` for the built-in one.

## approvals
How the assistant asks you (e.g. to bind a project to a meeting): \`prompt\` is \`toast\`
(desktop notification with Approve/Deny; where the desktop cannot show buttons, a request note),
\`vault-note\` (a note in \`<context folder>/Requests/\`: tick \`- [x] Approve\` or \`- [x] Deny\` in any
editor, also on a phone), \`console\` (a question in the terminal), \`approve\` or \`deny\` (never ask:
every request approved or denied, for scripts and CI; \`approve\` lets a model bind any project and
write into it with nobody asked, so \`ma doctor\` warns while it is set); \`timeoutMs\` is how long it waits (ms; no answer = denied). \`terminal\` is the
command that opens a new terminal for an accepted workflow request (\`{command}\` is replaced by
the \`ma settings\` command; \`null\` = the OS default; where none works the command is printed).

## daemon
For the watcher: \`trigger\` \`status-ended\` (summarize when a meeting note's \`status\`
becomes \`ended\`) or \`manual\`; \`debounceMs\` (ms); \`concurrency\` (meetings at once);
\`retry\`: \`attempts\` (runs in all, the first included) and \`delayMs\` (doubling) after a transient
model failure; \`shutdownMs\`: how long running summaries get to finish when the daemon is stopped;
\`hooks\`: \`onSummary\` (a command as an argv list, e.g. \`["notify-send", "summary ready"]\`, run
after each summary; no shell) and \`webhook\` (\`{ "url": "https://…", "secretEnv": "…" }\`, posted
after each summary); \`null\` for none.

## tools, models (optional sections)
\`tools.profile\`: \`granular\` (the default tool set) or \`compact\` (two tools, for small local models).
\`models.small\`: a second, smaller model (the keys of \`model\`) that reads long transcripts in parts;
the summary stays on the main model (\`models.main\` is another name for \`model\`: give one of them).
In \`model\`, \`streamTimeoutMs\` bounds a whole streamed request, \`contextWindow\` (tokens) is the
model's window when the server does not say it, \`maxOutputTokens\` the limit of each reply.

## summary, limits (optional sections)
\`summary.language\` (e.g. \`"en"\`; \`null\` = the transcript's language) and
\`summary.template\` (the Markdown section skeleton of a summary);
\`limits.readChars\`, \`limits.searchResults\`, \`limits.searchLineChars\`, \`limits.searchChars\`
(how much a tool returns at once, in characters / matches).
`;

/** Starter `Glossary.md`. Spec: docs/vault-format.md (Glossary). */
export const starterGlossary = `# Glossary

Terms the assistant should know, one item each: \`- **Term**: definition\`.
<!-- Example: - **RC**: the remote control project -->
`;

/** Starter `Dictation.md`. Spec: docs/vault-format.md (Dictation). */
export const starterDictation = `# Dictation

Custom vocabulary for the transcriber, one word or phrase per list item: \`- word\`.
`;
