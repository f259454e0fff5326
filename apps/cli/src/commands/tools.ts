/**
 * `ma tools`. Spec: docs/tools.md, Granular and Compact profiles; issue 14 (`--tools`); issue #6, "`ma`: summarize a real meeting end
 * to end from the command line".
 */
import { type ToolProfile, toolJsonSchema } from '@ma/tools';
import { type CliIo, writeLine } from '../io/cli-io.js';
import { ExitCode } from '../io/exit-code.js';
import type { GlobalOptions } from '../io/global-options.js';
import { catalogTools } from '../tools/catalog-session.js';
import { openCliVault } from '../vault/open-cli-vault.js';

/** Options of `ma tools` (global options included). */
export interface ToolsOptions extends GlobalOptions {
  json?: boolean;
  /** `--tools`: the tool profile (wins over config `tools.profile`). */
  tools?: ToolProfile;
  /** `--profile`: the former name of `--tools` (hidden). */
  profile?: ToolProfile;
}

/**
 * `ma tools [--json] [--tools compact|granular]`: lists the agent tools of `@ma/tools` of the
 * profile (`--tools`, else config `tools.profile`; neutral definitions) with the JSON Schemas of their inputs, exactly as sent
 * to models (`toolJsonSchema`: `z.toJSONSchema`, draft-07, input side).
 * Text: `name` then the description and one line per argument (`name: type
 * (optional) — description`). `--json`: an array of `{ name, description, inputSchema }`.
 * @returns 0.
 */
export async function toolsCommand(opts: ToolsOptions, io: CliIo): Promise<number> {
  const vault = await openCliVault(opts, io);
  const profile = opts.tools ?? opts.profile ?? vault.config.tools.profile;
  // The profile's tools and the approval-gated ones (both profiles offer them; docs/tools.md).
  const tools = catalogTools(vault, profile).map((t) => ({
    name: t.name,
    description: t.description,
    inputSchema: toolJsonSchema(t.inputSchema),
  }));
  if (opts.json) {
    writeLine(io.stdout, JSON.stringify(tools, null, 2));
    return ExitCode.ok;
  }
  const c = io.outColors;
  for (const t of tools) {
    writeLine(io.stdout, c.bold(t.name));
    writeLine(io.stdout, `  ${t.description.replace(/\s+/g, ' ')}`);
    const props = (t.inputSchema.properties ?? {}) as Record<string, JsonSchemaProp>;
    const required = new Set((t.inputSchema.required as string[] | undefined) ?? []);
    for (const [name, prop] of Object.entries(props)) {
      const type = typeOf(prop);
      const opt = required.has(name) ? '' : ' (optional)';
      writeLine(
        io.stdout,
        `    ${c.cyan(name)}: ${type}${opt}${prop.description ? c.dim(` — ${prop.description}`) : ''}`,
      );
    }
  }
  writeLine(
    io.stdout,
    c.dim(
      `${tools.length} tools (${profile} profile); JSON Schemas: ma tools --json; run one: ma tool <name> --meeting <m>${profile === 'compact' ? ' --tools compact' : ''}`,
    ),
  );
  return ExitCode.ok;
}

interface JsonSchemaProp {
  type?: string | string[];
  anyOf?: JsonSchemaProp[];
  items?: JsonSchemaProp;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchemaProp>;
  required?: string[];
  additionalProperties?: unknown;
  description?: string;
}

/**
 * A short type text for a JSON Schema property, as a model must send it: `integer`, `string[]`,
 * `integer|null`, an enum as its values (`"a"|"b"`), an object with properties as its shape
 * (`{op: "add_dictation_word", word: string}`, an optional key with `?`, `…` when other keys are
 * allowed), and an array of a union in parentheses (`({…}|{…})[]`). Before L87 an object was
 * `object` and an array of a union `object|object[]` (`ma tools --tools compact`: apply_changes'
 * `ops`).
 */
function typeOf(prop: JsonSchemaProp): string {
  if (prop.enum) return prop.enum.map((v) => JSON.stringify(v)).join('|');
  if (prop.const !== undefined) return JSON.stringify(prop.const);
  if (prop.anyOf) return prop.anyOf.map(typeOf).join('|');
  if (Array.isArray(prop.type)) return prop.type.join('|');
  if (prop.type === 'array') {
    const item = prop.items ? typeOf(prop.items) : 'any';
    return prop.items?.anyOf && prop.items.anyOf.length > 1 ? `(${item})[]` : `${item}[]`;
  }
  if (prop.type === 'object' && prop.properties) {
    const required = new Set(prop.required ?? []);
    const keys = Object.entries(prop.properties).map(
      ([key, value]) => `${key}${required.has(key) ? '' : '?'}: ${typeOf(value)}`,
    );
    const open = prop.additionalProperties !== undefined && prop.additionalProperties !== false;
    return `{${[...keys, ...(open ? ['…'] : [])].join(', ')}}`;
  }
  return prop.type ?? 'any';
}
