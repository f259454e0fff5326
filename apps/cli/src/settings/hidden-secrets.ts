/**
 * Secrets in the configuration never reach the settings agent's model, and are never printed in
 * clear in the diffs the user approves.
 *
 * A secret is a string under a key that names one (`apiKey`, the webhook's `secret`, and any
 * `token`, `password`, `authorization`, or key ending in `Key`, `Secret`, `Token`, `Password`,
 * at any depth below it, so an `apiKey` given as a list is one too; never a `…Env` key, which only
 * names a variable), and the webhook's `url` (Slack, Teams, Discord and automation webhooks are
 * capability URLs: whoever has one can post). Any other string that holds a secret's value (a key
 * pasted into `model.model` or a hook command) is hidden the same way.
 *
 * `read_settings config` shows each hidden string as `"(hidden by ma settings: <pointer>)"`, the
 * JSON pointer of the place it is at. A proposal may keep a placeholder only at that same pointer
 * (it then gets the file's current value back); a placeholder anywhere else (another key, a hook
 * argument, the template, inside a longer string, as a member name, in a base prompt or AGENTS.md)
 * is refused, so the model can never move or copy a secret it was not shown.
 * Spec: review R24, N10 (a model endpoint is told no secret it does not need); review4 P5, P6.
 */
import { type JsonString, jsonStrings } from './json-strings.js';

const MARKER = '(hidden by ma settings:';
const PLACEHOLDER = /^\(hidden by ma settings: ([^)]*)\)$/;

const SECRET_KEY = /^(?:token|password|passphrase|authorization|secret)$|(?:Key|Secret|Token|Password)$/i;
const SECRET_POINTER = /^\/daemon\/hooks\/webhook\/url$/;

/** Shortest secret value searched for inside other strings (shorter ones only match whole). */
const MIN_SEARCHED = 8;

/** The placeholder standing for the hidden string at `pointer`. */
function placeholder(pointer: string): string {
  return `${MARKER} ${pointer})`;
}

/** The secret-naming segment of `pointer` (decoded), if any. */
function secretSegment(pointer: string): string | null {
  for (const raw of pointer.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (SECRET_KEY.test(key) && !/Env$/i.test(key)) return key;
  }
  return null;
}

/** Whether the string at `pointer` is a secret by where it is. */
function isSecretPlace(pointer: string): boolean {
  return secretSegment(pointer) !== null || SECRET_POINTER.test(pointer);
}

/** What the secret at `pointer` is, for messages: `API key`, `webhook URL`, `secret`, … */
function secretKind(pointer: string): string {
  if (SECRET_POINTER.test(pointer)) return 'webhook URL';
  const key = secretSegment(pointer);
  if (key === null) return 'value holding a secret';
  if (/api_?key$/i.test(key)) return 'API key';
  if (/key$/i.test(key)) return 'key';
  if (/secret$/i.test(key)) return 'secret';
  if (/token$/i.test(key)) return 'token';
  if (/pass(?:word|phrase)$/i.test(key)) return 'password';
  return 'credential';
}

/** A hidden string of a JSON text. */
interface Hidden extends JsonString {
  kind: string;
}

/**
 * The strings of a JSON text to hide: secrets by place, and any string holding the value of a
 * secret (of this text or of `alsoValues`). `null` when the text is not JSON.
 */
function hiddenStrings(text: string, alsoValues: Iterable<string> = []): Hidden[] | null {
  const tokens = jsonStrings(text);
  if (tokens === null) return null;
  const values = tokens
    .filter((t) => !t.isKey && isSecretPlace(t.pointer) && t.value !== '')
    .map((t) => t.value);
  const pool = [...new Set([...values, ...alsoValues])].filter((v) => v !== '');
  const holds = (v: string) => pool.some((s) => v === s || (s.length >= MIN_SEARCHED && v.includes(s)));
  return tokens
    .filter((t) => !t.isKey && t.value !== '' && (isSecretPlace(t.pointer) || holds(t.value)))
    .map((t) => ({ ...t, kind: secretKind(t.pointer) }));
}

/** `text` with the given spans replaced (spans do not overlap). */
function replaceSpans(text: string, spans: { start: number; end: number; with: string }[]): string {
  let out = text;
  for (const s of [...spans].sort((a, b) => b.start - a.start)) {
    out = `${out.slice(0, s.start)}${s.with}${out.slice(s.end)}`;
  }
  return out;
}

/**
 * A secret-named member of a text that is not valid JSON, for the fall-back masking of a broken
 * configuration file: `"apiKey": "…"`.
 */
const LOOSE_SECRET_MEMBER =
  /("(?:[^"\\]*(?:[Kk]ey|[Ss]ecret|[Tt]oken|[Pp]assword|[Aa]uthorization|[Pp]assphrase)|url)"\s*:\s*)"(?:[^"\\]|\\.)*"/g;

/**
 * `text` (the configuration file) with every hidden string replaced by
 * `"(hidden by ma settings: /model/apiKey)"` (the JSON pointer of its own place); a text that is not
 * valid JSON gets every secret-named member's value replaced by `"(hidden by ma settings: a secret)"`.
 * Spec: review R24, N10; review4 P5.
 */
export function hideSecrets(text: string): string {
  const hidden = hiddenStrings(text);
  if (hidden === null) return text.replace(LOOSE_SECRET_MEMBER, `$1"${MARKER} a secret)"`);
  return replaceSpans(
    text,
    hidden.map((h) => ({ start: h.start, end: h.end, with: JSON.stringify(placeholder(h.pointer)) })),
  );
}

/**
 * The hidden strings of a configuration text by JSON pointer (`/model/apiKey` → the key), for
 * hiding them in other settings files; empty for text that is not JSON.
 * Spec: review4 P6.
 */
export function configSecrets(configText: string | null): Map<string, string> {
  const out = new Map<string, string>();
  for (const h of configText === null ? [] : (hiddenStrings(configText) ?? [])) out.set(h.pointer, h.value);
  return out;
}

/**
 * `text` (a base prompt, template or AGENTS.md) with every occurrence of a configuration secret
 * replaced by `(hidden by ma settings: secret of /model/apiKey)`, and, when `text` is itself a
 * JSON configuration, its own secrets hidden as {@link hideSecrets} does.
 * @returns the text and the pointers of the configuration secrets it held (for a warning).
 * Spec: review4 P6.
 */
export function hideKnownSecrets(
  text: string,
  secrets: Map<string, string>,
): { text: string; found: string[] } {
  let out = jsonStrings(text) === null ? text : hideSecrets(text);
  const found: string[] = [];
  for (const [pointer, value] of [...secrets].sort((a, b) => b[1].length - a[1].length)) {
    if (value.length < MIN_SEARCHED && value !== text.trim()) continue;
    if (!out.includes(value)) continue;
    found.push(pointer);
    out = out.split(value).join(`${MARKER} secret of ${pointer})`);
  }
  return { text: out, found };
}

/**
 * `content` (a proposed configuration) with each placeholder of {@link hideSecrets} that stands
 * at the pointer it names replaced by the value at that pointer in `current` (the configuration
 * file as it is).
 * @returns the content to write, or `{ refusal }` (a sentence, nothing written) when a placeholder
 *   stands anywhere else, is part of a longer string or a member name, or names a place that holds
 *   no hidden value.
 * Spec: review R24, N10; review4 P5.
 */
export function restoreSecrets(content: string, current: string | null): string | { refusal: string } {
  if (!content.includes(MARKER)) return content;
  const tokens = jsonStrings(content);
  // Not JSON: the proposal is refused by the JSON check, which names the syntax error.
  if (tokens === null) return content;
  const kept = new Map<string, string>();
  for (const h of current === null ? [] : (hiddenStrings(current) ?? [])) kept.set(h.pointer, h.value);
  const spans: { start: number; end: number; with: string }[] = [];
  for (const t of tokens) {
    if (!t.value.includes(MARKER)) continue;
    const named = PLACEHOLDER.exec(t.value)?.[1];
    if (t.isKey || named === undefined) {
      return {
        refusal: `${t.isKey ? 'the member name' : 'the string'} at ${t.pointer} holds a placeholder of a hidden secret; a placeholder may only stand alone, as the whole value at the place read_settings showed it, so a hidden secret cannot be moved or copied`,
      };
    }
    if (named !== t.pointer) {
      return {
        refusal: `the placeholder for ${named} may only stay at ${named} (found at ${t.pointer}); a hidden secret cannot be moved or copied: to set a new one, the user types it into the file or gives it to you`,
      };
    }
    const value = kept.get(named);
    if (value === undefined) {
      return {
        refusal: `there is no hidden secret at ${named} to keep; write the placeholder only where read_settings showed it`,
      };
    }
    spans.push({ start: t.start, end: t.end, with: JSON.stringify(value) });
  }
  return replaceSpans(content, spans);
}

/**
 * Refuses a placeholder in a settings file that holds no configuration (template, base prompt,
 * AGENTS.md): secrets cannot be moved there.
 * @returns the refusal sentence, or `null` when `content` holds no placeholder.
 * Spec: review4 P5.
 */
export function placeholderRefusal(content: string): string | null {
  const at = content.indexOf(MARKER);
  if (at < 0) return null;
  const end = content.indexOf(')', at);
  const shown = content.slice(at, end < 0 ? at + 60 : end + 1);
  return `the content holds the placeholder "${shown}" of a hidden secret; a hidden secret stays where read_settings config showed it and cannot be moved or copied into this file`;
}

/**
 * The two sides of a configuration diff with every hidden string written as a description instead
 * of its value: `"(API key of /model/apiKey, unchanged)"` when both sides hold the same value at
 * that place, else `"(API key of /model/apiKey)"` on the old side and `"(new API key, 25 characters)"`
 * (or `"(the API key of /model/apiKey, copied here)"`) on the new side. A side that is not JSON
 * gets its secret-named members masked and every known secret value replaced.
 * Spec: review4 P5 (the user judges the change without the key on the screen).
 */
export function describeSecretsForDiff(before: string, next: string): { before: string; next: string } {
  const pool = [...configSecrets(before).values(), ...configSecrets(next).values()];
  const old = hiddenStrings(before, pool);
  const neu = hiddenStrings(next, pool);
  const oldAt = new Map((old ?? []).map((h) => [h.pointer, h.value]));
  const newAt = new Map((neu ?? []).map((h) => [h.pointer, h.value]));
  const label = (h: Hidden, side: 'old' | 'new'): string => {
    const other = side === 'old' ? newAt : oldAt;
    if (other.get(h.pointer) === h.value) return `(${h.kind} of ${h.pointer}, unchanged)`;
    if (side === 'old') return `(${h.kind} of ${h.pointer})`;
    const from = [...oldAt].find(([, v]) => v === h.value)?.[0];
    if (from !== undefined) return `(the ${secretKind(from)} of ${from}, copied here)`;
    return `(new ${h.kind}, ${h.value.length} characters)`;
  };
  const show = (text: string, hidden: Hidden[] | null, side: 'old' | 'new') => {
    if (hidden !== null) {
      return replaceSpans(
        text,
        hidden.map((h) => ({ start: h.start, end: h.end, with: JSON.stringify(label(h, side)) })),
      );
    }
    let out = text.replace(LOOSE_SECRET_MEMBER, '$1"(a secret)"');
    for (const value of pool) if (value.length >= MIN_SEARCHED) out = out.split(value).join('(a secret)');
    return out;
  };
  return { before: show(before, old, 'old'), next: show(next, neu, 'new') };
}

/**
 * `text` (a base prompt or AGENTS.md diff side) with every configuration secret's value written as
 * `(API key of /model/apiKey)`.
 * Spec: review4 P5, P6.
 */
export function describeKnownSecrets(text: string, secrets: Map<string, string>): string {
  let out = text;
  for (const [pointer, value] of [...secrets].sort((a, b) => b[1].length - a[1].length)) {
    if (value.length >= MIN_SEARCHED) out = out.split(value).join(`(${secretKind(pointer)} of ${pointer})`);
  }
  return out;
}
