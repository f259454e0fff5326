/**
 * What a configuration check expects of a value that is not a usable http(s) URL, naming the
 * actual problem where one can be told: a port that is not a number from 1 to 65535
 * (`http://127.0.0.1:180109/v1`), an IPv6 address without its closing `]`, another scheme
 * (`ftp:`); else the generic `an http(s) URL such as <example>`. The text follows "expected" in a
 * `ConfigError` message (`model.baseURL: expected …, got "…"`).
 * Pure; never throws.
 * @param input the value given (any JSON value).
 * @param example a URL of the expected form, quoted (`"http://127.0.0.1:11434/v1"`).
 * Spec: docs/vault-format.md, Configuration; review9 V14 (the message must name what is wrong).
 */
export function urlProblem(input: unknown, example: string): string {
  const generic = `an http(s) URL such as ${example}`;
  if (typeof input !== 'string') return generic;
  const authority = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)/i.exec(input.trim());
  if (authority === null) return generic;
  const [, scheme = '', hostPort = ''] = authority;
  if (!/^https?$/i.test(scheme)) return `an http(s) URL, not ${scheme}: (such as ${example})`;
  const host = hostPort.replace(/^[^@]*@/, '');
  if (host.startsWith('[') && !host.includes(']'))
    return `an http(s) URL whose IPv6 address ends with "]" (such as "http://[::1]:11434/v1")`;
  const port = /^(?:\[[^\]]*\]|[^:]*):(.*)$/.exec(host)?.[1];
  if (
    port !== undefined &&
    port !== '' &&
    (!/^\d{1,5}$/.test(port) || Number(port) < 1 || Number(port) > 65535)
  )
    return `an http(s) URL with a port from 1 to 65535 (${JSON.stringify(port)} is not a port)`;
  return generic;
}
