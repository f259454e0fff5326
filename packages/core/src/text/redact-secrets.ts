/**
 * Secrets shorter than this many characters are not masked: a dummy key such as `ollama` or `x`
 * would otherwise blank out ordinary words of every message.
 */
const MIN_SECRET_LENGTH = 8;

/**
 * `text` with every occurrence of each secret (an API key, a webhook secret) replaced by `***`, so
 * an error body that echoes the key ("Incorrect API key provided: sk-…") never reaches a note, a
 * log, the terminal or a tool result. Secrets shorter than 8 characters, `undefined` and duplicates
 * are ignored; longer secrets are replaced first (one may contain another).
 * @param secrets the secrets to mask (the resolved API key a request sent).
 * Spec: review 3 M7 (addendum: the key echoed by a 401 body); README (`apiKey` / `apiKeyEnv`).
 */
export function redactSecrets(text: string, secrets: Iterable<string | undefined>): string {
  const list = [...new Set([...secrets].filter((s): s is string => !!s && s.length >= MIN_SECRET_LENGTH))];
  let out = text;
  for (const secret of list.sort((a, b) => b.length - a.length)) out = out.split(secret).join('***');
  return out;
}
