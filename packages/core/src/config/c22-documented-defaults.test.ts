/**
 * C22 (spec audit, session 26): docs/vault-format.md, Configuration, says "Defaults are the values
 * shown, except `model`" and shows one `jsonc` block. That block left out two sections the
 * configuration has, `summary` (`language`, `template`) and `limits` (`readChars`, `searchResults`,
 * `searchLineChars`, `searchChars`): a reader of the format document could not learn their keys or
 * defaults. This test reads the block as written in the document (comments removed) and checks it
 * against what `parseConfig` gives a vault without a configuration file: every section and key the
 * product has is shown, with its real default, and every value shown is the product's default.
 * The `model` section is an example (it has no default); its documented defaults (`maxSteps`,
 * `retry`, `timeoutMs`, `streamTimeoutMs`) are checked against a model section that gives only
 * `baseURL` and `model`.
 * Spec: docs/vault-format.md, Configuration (`meeting-assistant.json`, all optional).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfig } from './parse-config.js';

const doc = readFileSync(
  join(import.meta.dirname, '..', '..', '..', '..', 'docs', 'vault-format.md'),
  'utf8',
);

/** The text with `//` comments removed, outside JSON strings only (the block holds `http://` in strings). */
function withoutLineComments(text: string): string {
  let out = '';
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      out += c;
      if (c === '\\') out += text[++i] ?? '';
      else if (c === '"') inString = false;
    } else if (c === '"') {
      inString = true;
      out += c;
    } else if (c === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i++;
      out += '\n';
    } else out += c;
  }
  return out;
}

/** The configuration block of docs/vault-format.md, parsed. */
function documentedConfig(): Record<string, unknown> {
  const section = doc.slice(doc.indexOf('## Configuration'));
  const block = /```jsonc\n([\s\S]*?)\n```/.exec(section)?.[1];
  if (block === undefined) throw new Error('no jsonc block under ## Configuration');
  return JSON.parse(withoutLineComments(block)) as Record<string, unknown>;
}

describe('C22: the configuration block of docs/vault-format.md shows every key with its real default', () => {
  it('C22: every section and key of a configuration without a file is shown, with the value the product uses', () => {
    const { model: documentedModel, ...documented } = documentedConfig();
    const { model, ...defaults } = parseConfig(undefined);
    expect(model).toBeNull();
    // `summary` and `limits` were missing: the whole defaulted configuration is what the block shows.
    expect(documented).toEqual(JSON.parse(JSON.stringify(defaults)));
    expect(Object.keys(documented)).toEqual(expect.arrayContaining(['summary', 'limits']));
    // The model section's defaults, as documented: the example's URL and model given, the rest defaulted.
    const example = documentedModel as Record<string, unknown>;
    const parsed = parseConfig({ model: { baseURL: example.baseURL, model: example.model } }).model;
    for (const key of ['maxSteps', 'retry', 'timeoutMs', 'streamTimeoutMs'])
      expect({ [key]: parsed?.[key as keyof typeof parsed] }).toEqual({ [key]: example[key] });
    // "unset" in the document: nothing is set unless the file says so.
    expect(parsed?.contextWindow).toBeUndefined();
    expect(parsed?.maxOutputTokens).toBeUndefined();
  });
});
