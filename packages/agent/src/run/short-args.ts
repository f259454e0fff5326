/**
 * Compact, log-safe rendering of tool arguments for `tool-call` events: JSON with every string
 * value cut to 60 characters (`…` appended) and the whole cut to 200 characters. A raw string
 * input (invalid JSON from the model) is cut the same way.
 * Spec: docs/contracts.md, @ma/agent (`tool-call` event `args`: strings cut to 60 characters, 200
 * overall).
 */
export function shortArgs(input: unknown): string {
  const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n)}…` : s);
  let json: string;
  if (typeof input === 'string') json = input;
  else {
    try {
      json =
        JSON.stringify(input ?? {}, (_key, value) => (typeof value === 'string' ? cut(value, 60) : value)) ??
        '';
    } catch {
      json = String(input);
    }
  }
  return cut(json, 200);
}

/**
 * First line of a tool output or error, cut to 160 characters.
 *
 * Spec: docs/contracts.md, @ma/agent (`tool-result` event `summary`).
 */
export function firstLine(value: unknown): string {
  const text =
    typeof value === 'string'
      ? value
      : value instanceof Error
        ? value.message
        : (JSON.stringify(value) ?? '');
  const line = text.split('\n', 1)[0] ?? '';
  return line.length > 160 ? `${line.slice(0, 160)}…` : line;
}
