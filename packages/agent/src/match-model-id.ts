/**
 * How a configured model name matched a listed model id (see {@link matchModelId}).
 *
 * Spec: issue 9, H10 (implicit tags); docs/contracts.md, @ma/agent (`checkEndpoint`).
 */
export type ModelMatchKind = 'exact' | 'implicit-tag' | 'case' | 'org-prefix';

/**
 * The listed id a configured model name resolves to, and how.
 *
 * Spec: issue 9, H10.
 */
export interface ModelMatch {
  /** The listed id, as the server spells it (e.g. `qwen3:latest`). */
  id: string;
  how: ModelMatchKind;
}

/** Ollama's default registry host and namespace, which it drops from listed names. */
const OLLAMA_HOST = 'registry.ollama.ai';
const OLLAMA_NAMESPACE = 'library';

/**
 * Ollama's canonical form of a model name: lower case, `registry.ollama.ai/` and `library/`
 * dropped, `:latest` added when there is no tag (`Qwen3` → `qwen3:latest`,
 * `registry.ollama.ai/library/qwen3:8b` → `qwen3:8b`). A digest (`@sha256:…`) is kept.
 */
function ollamaCanonical(name: string): string {
  let n = name.trim().toLowerCase();
  const at = n.indexOf('@');
  const digest = at >= 0 ? n.slice(at) : '';
  if (at >= 0) n = n.slice(0, at);
  const parts = n.split('/');
  if (parts.length === 3 && parts[0] === OLLAMA_HOST) parts.shift();
  if (parts.length === 2 && parts[0] === OLLAMA_NAMESPACE) parts.shift();
  n = parts.join('/');
  const last = parts.at(-1) ?? '';
  if (!last.includes(':')) n = `${n}:latest`;
  return n + digest;
}

/** The name without an organisation/namespace prefix (`Qwen/Qwen3-8B` → `Qwen3-8B`). */
function withoutOrg(name: string): string {
  return name.slice(name.lastIndexOf('/') + 1);
}

/** The single element of `found`, or `null` when there are none or several. */
function only(found: string[]): string | null {
  const unique = [...new Set(found)];
  return unique.length === 1 ? (unique[0] ?? null) : null;
}

/**
 * Finds the model id a server lists for the configured `wanted` name, the way servers resolve
 * names (first rule that gives exactly one id wins):
 * 1. `exact`: the same string;
 * 2. `case`: equal ignoring case (`qwen/qwen3-8b` vs `Qwen/Qwen3-8B`);
 * 3. `implicit-tag`: the same Ollama name — Ollama resolves a name without a tag to `:latest`,
 *    ignores case and its default `registry.ollama.ai/library/` prefix (`qwen3` → `qwen3:latest`,
 *    `library/qwen3:8b` → `qwen3:8b`);
 * 4. `org-prefix`: equal ignoring case once an `org/` prefix is dropped from either side
 *    (LM Studio lists `qwen/qwen3-8b` and accepts `qwen3-8b`; vLLM lists `Qwen/Qwen3-8B`).
 * A rule that finds several listed ids is ambiguous and matches nothing.
 *
 * @param wanted the configured name (`model.model` / `--model`).
 * @param ids the ids `GET /models` listed.
 * @returns the match, or `null` when no listed id is that model.
 * Spec: issue 9, H10 (implicit tags: "match names the way the server resolves them, and say which
 * listed id matched").
 */
export function matchModelId(wanted: string, ids: readonly string[]): ModelMatch | null {
  if (ids.includes(wanted)) return { id: wanted, how: 'exact' };
  const lower = wanted.trim().toLowerCase();
  const cased = only(ids.filter((id) => id.toLowerCase() === lower));
  if (cased) return { id: cased, how: 'case' };
  const canonical = ollamaCanonical(wanted);
  const tagged = only(ids.filter((id) => ollamaCanonical(id) === canonical));
  if (tagged) return { id: tagged, how: 'implicit-tag' };
  const bare = withoutOrg(lower);
  if (bare !== '') {
    const org = only(ids.filter((id) => withoutOrg(id.toLowerCase()) === bare));
    if (org) return { id: org, how: 'org-prefix' };
  }
  return null;
}

/**
 * One line saying which listed id a name matched, for `ma doctor`:
 * `"qwen3" is listed as "qwen3:latest" (Ollama adds the implicit ":latest" tag)`.
 *
 * Spec: issue 9, H10.
 */
export function describeModelMatch(wanted: string, match: ModelMatch): string {
  switch (match.how) {
    case 'exact':
      return `"${wanted}" is listed`;
    case 'implicit-tag':
      return /:[^/]*$/.test(wanted)
        ? `"${wanted}" is listed as "${match.id}" (the server's own spelling of that name)`
        : `"${wanted}" is listed as "${match.id}" (a name without a tag means ":latest")`;
    case 'case':
      return `"${wanted}" is listed as "${match.id}" (same name, other case)`;
    case 'org-prefix':
      return `"${wanted}" is listed as "${match.id}" (same model name, other organisation prefix)`;
  }
}
