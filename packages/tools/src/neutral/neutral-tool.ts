/**
 * Framework-neutral tool definitions: the one place tool logic lives. The AI SDK
 * `ToolSet` and any other host (MCP-style servers, tests, the CLI's `ma tool`)
 * are built from these.
 * Spec: docs/contracts.md, @ma/tools (`toolDefinitions`); docs/hostile-cases.md B31.
 */
import { cutText, wellFormedText, withWrittenNumbers, writtenNumbersOf } from '@ma/core';
import { z } from 'zod';
import { refusalText } from '../output/refusal.js';
import { refusalOrThrow } from '../output/refusal-or-throw.js';
import { invalidArgumentsRefusal } from './describe-arguments.js';
import { lazySchema } from './lazy-schema.js';
import { loneSurrogateIssues } from './lone-surrogates.js';
import { strictJsonSchema } from './strict-json-schema.js';
import { type ToolCallOptions, untilAborted } from './tool-call.js';

/** Any tool input schema: a zod object of snake_case arguments. */
export type ToolInputSchema = z.ZodObject;

/** A tool without its wire name (what each `granular/<tool>.ts` file creates). */
export interface ToolDefinition<S extends ToolInputSchema = ToolInputSchema> {
  /** Short text for a model: what it does, when to use it, limits. */
  description: string;
  /** Zod v4 object schema; optional arguments are `.nullish()` (null = not given). */
  inputSchema: S;
  /**
   * Validates `input` (`null`/`undefined` become `{}`), runs the tool and returns
   * its text result. Refusals are results (`refused: …`); only bugs and I/O
   * failures reject, and a write whose `call.signal` aborted before it started (an `AbortError`,
   * nothing written; docs/tools.md, Cancellation).
   */
  execute(input: unknown, call?: ToolCallOptions): Promise<string>;
  /**
   * `true` for a tool that only reads (its annotations' `readOnlyHint`): its refusals never say
   * what was not written or changed, since it writes nothing (L67).
   */
  readOnly?: boolean;
  /**
   * `true` when the call with no arguments (`{}`, `null`, `undefined`) is valid: every argument is
   * optional and `{}` parses to `{}`. `execute` runs such a call without building or running the
   * schema (a one-shot `ma tool read_meetingnote` paid about 5 % of its CPU for them: P194, session
   * 42); the schema stays the contract (test: `no-arguments.test.ts`, every tool's schema).
   */
  acceptsNoArguments?: true;
}

/** A named tool as hosts see it: `{ name, description, inputSchema, execute }`. */
export interface NeutralTool<S extends ToolInputSchema = ToolInputSchema> extends ToolDefinition<S> {
  /** Wire name, snake_case as docs/tools.md spells it. */
  name: string;
}

/** What a tool file supplies to {@link defineTool}. */
export interface ToolSpec<S extends ToolInputSchema> {
  description: string;
  /**
   * The schema, or a function that makes it (called once, on the first read of the definition's
   * `inputSchema` or the first call that has arguments: a `lazySchema` getter).
   */
  inputSchema: S | (() => S);
  /** See {@link ToolDefinition.acceptsNoArguments}; proven against the schema by the tests. */
  acceptsNoArguments?: true;
  /**
   * The handler: resolve → core call → format. May throw core errors or `ToolRefusal`. `call`:
   * the host's per-call options (its abort signal), `{}` when none were given.
   */
  run(input: z.output<S>, call: ToolCallOptions): Promise<string>;
  /** `true` for a tool that only reads; see {@link ToolDefinition.readOnly} (L67). */
  readOnly?: boolean;
}

/**
 * Wraps a handler into a {@link ToolDefinition}: a missing arguments object is
 * `{}` (B31), invalid arguments become a refusal naming each field, what it expects and what was
 * given (`invalidArgumentsRefusal`, the describer every host shares; unknown fields named with
 * them), a string holding half a character (a lone surrogate, reviewA S3) a refusal naming its field,
 * unknown fields alone a refusal naming them and the tool's arguments, and caught
 * errors go through `refusalOrThrow` (core's typed errors → refusals, others rethrown). A read-only
 * tool whose `call.signal` aborts while it runs rejects at once with an `AbortError`
 * (`stoppedCallError`, L93).
 * Spec: docs/tools.md, Rules shared by all tools (Unknown argument keys, Invalid arguments); issue V4.
 */
export function defineTool<S extends ToolInputSchema>(spec: ToolSpec<S>): ToolDefinition<S> {
  const given = spec.inputSchema;
  const schema = typeof given === 'function' ? lazySchema(given) : () => given;
  return {
    description: spec.description,
    // A getter (enumerable, so a spread copies the schema): the schema is made on first read.
    get inputSchema() {
      return schema();
    },
    ...(spec.readOnly ? { readOnly: true } : {}),
    ...(spec.acceptsNoArguments ? { acceptsNoArguments: true } : {}),
    // Whatever a tool returns, never half a surrogate pair (a model's own text echoed; review R22).
    // L64: numbers the host parsed from text (`ma tool --args`, MCP) are shown as written in messages.
    execute: async (input, call) =>
      wellFormedText(
        await withWrittenNumbers(writtenNumbersOf(input), () =>
          executeChecked(spec, schema, input, call ?? {}),
        ),
      ),
  };
}

/** {@link defineTool}'s `execute` before its output guard: checks, runs, maps refusals. */
async function executeChecked<S extends ToolInputSchema>(
  spec: ToolSpec<S>,
  schema: () => S,
  input: unknown,
  call: ToolCallOptions,
): Promise<string> {
  // P194: no arguments for a tool that takes none or only optional ones is `{}` after the schema
  // (no-arguments.test.ts proves it for every such tool), so the schema is not made for it.
  if (spec.acceptsNoArguments && isNoArguments(input)) return runParsed(spec, {} as z.output<S>, call);
  {
    const inputSchema = schema();
    // Unknown keys are refused, naming them: a misspelled mode flag (`replace_fle`) must not
    // silently turn a replace into an append (N13; docs/tools.md, Unknown arguments).
    const unknown = unknownKeys(inputSchema, input);
    const parsed = inputSchema.safeParse(input ?? {});
    if (!parsed.success) {
      return invalidArgumentsRefusal(parsed.error.issues, input ?? {}, { unknownFields: unknown });
    }
    // S3: half a character (`"\ud800"` in JSON) is no text: written, it would become U+FFFD or a YAML escape.
    const halves = loneSurrogateIssues(input);
    if (halves.length > 0) return invalidArgumentsRefusal(halves, input ?? {}, { unknownFields: unknown });
    if (unknown.length > 0) {
      const known = Object.keys(inputSchema.shape);
      // N3 (session 32): keys that belong inside an object argument (`from`, `to` of `filters`) are
      // said to go there; "call again without" them made a small model drop them.
      const home = nestedHome(inputSchema, unknown);
      return refusalText(
        `unknown argument${unknown.length === 1 ? '' : 's'} ${unknown.map((k) => `"${k}"`).join(', ')}`,
        home !== null
          ? `${unknown.length === 1 ? 'it goes' : 'they go'} inside "${home}": call again with ${movedInto(input as Record<string, unknown>, unknown, home)}`
          : known.length > 0
            ? `this tool takes ${known.join(', ')}; call again without the unknown one`
            : 'this tool takes no arguments; call it with {}',
      );
    }
    return runParsed(spec, parsed.data, call);
  }
}

/** Runs the handler with checked arguments; caught errors become refusals (`refusalOrThrow`). */
async function runParsed<S extends ToolInputSchema>(
  spec: ToolSpec<S>,
  args: z.output<S>,
  call: ToolCallOptions,
): Promise<string> {
  try {
    // L93: a read cancelled while it runs answers as cancelled at once (its work told to stop
    // through `call.signal`: search kills ripgrep); a write that started completes (X5).
    const running = spec.run(args, call);
    return await (spec.readOnly ? untilAborted(running, call.signal) : running);
  } catch (error) {
    return refusalOrThrow(error, spec.readOnly ? 'read' : 'write');
  }
}

/**
 * True for a call that gives no arguments: `undefined`, `null` (B31: read as `{}`), or a plain
 * object (`Object.prototype`) without any own key, symbols and non-enumerable ones included. Every
 * other value (an array, an object of another prototype, which could carry inherited fields) goes
 * through the schema.
 */
export function isNoArguments(input: unknown): boolean {
  if (input === undefined || input === null) return true;
  return (
    typeof input === 'object' &&
    Object.getPrototypeOf(input) === Object.prototype &&
    Reflect.ownKeys(input).length === 0
  );
}

/**
 * `def` with `fields` set over it, its getters kept as getters (a spread would read them: the
 * definition's `inputSchema` would be made by every wrapper, P194).
 */
export function withToolFields<T extends object, F extends object>(def: T, fields: F): Omit<T, keyof F> & F {
  const out = Object.defineProperties({}, Object.getOwnPropertyDescriptors(def));
  return Object.defineProperties(out, Object.getOwnPropertyDescriptors(fields)) as Omit<T, keyof F> & F;
}

/**
 * The object argument of `schema` (its JSON Schema property with `properties`, also inside
 * `anyOf`/`oneOf` for a nullable one) that declares every key of `keys`, or `null` when none does
 * (or the keys are cut, or several would).
 * Spec: newcomer session 32 N3; docs/tools.md (Unknown argument keys).
 */
function nestedHome(schema: ToolInputSchema, keys: readonly string[]): string | null {
  const properties = (toolJsonSchema(schema).properties ?? {}) as Record<string, Record<string, unknown>>;
  const homes = Object.entries(properties)
    .filter(([, prop]) => {
      const variants = [prop, ...((prop.anyOf ?? prop.oneOf ?? []) as Array<Record<string, unknown>>)];
      return variants.some((v) => {
        const inner = v.properties as Record<string, unknown> | undefined;
        return inner !== undefined && keys.every((k) => Object.hasOwn(inner, k));
      });
    })
    .map(([name]) => name);
  return homes.length === 1 ? homes[0]! : null;
}

/**
 * `input` as JSON with `keys` moved inside the object argument `home` (merged with what it holds),
 * cut to 200 characters: the call the model meant (`{"view":"transcript","filters":{"from":1,"to":30}}`).
 */
function movedInto(input: Record<string, unknown>, keys: readonly string[], home: string): string {
  const out: Record<string, unknown> = {};
  const inner: Record<string, unknown> = {};
  const held = input[home];
  if (held !== null && typeof held === 'object' && !Array.isArray(held)) Object.assign(inner, held);
  for (const [k, v] of Object.entries(input)) {
    if (keys.includes(k)) inner[k] = v;
    else if (k !== home) out[k] = v;
  }
  out[home] = inner;
  return cutText(JSON.stringify(out), 200);
}

/**
 * The keys of `input` (a plain object) that `schema` does not declare, at most 5, each cut to 40
 * characters.
 */
export function unknownKeys(schema: ToolInputSchema, input: unknown): string[] {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return [];
  const shape = schema.shape as Record<string, unknown>;
  return Object.keys(input)
    .filter((key) => !Object.hasOwn(shape, key))
    .slice(0, 5)
    .map((key) => cutText(key, 41));
}

/** Options of {@link toolJsonSchema}. */
export interface ToolJsonSchemaOptions {
  /**
   * `true`: the strict form (OpenAI strict function calling): `additionalProperties: false` on
   * every object, every property in `required`, optional ones nullable (`null` = not given).
   */
  strict?: boolean;
  /**
   * The JSON Schema dialect. `'draft-07'` (default): draft-07 keywords, with `"$schema"` naming draft-07 (what
   * OpenAI-compatible function calling reads). `'2020-12'`: 2020-12 keywords and no `"$schema"`, which MCP reads as
   * 2020-12 (its default dialect, SEP-1613), so every tool a `tools/list` shows is of the one dialect its hand-written
   * schemas use (L102, session 28).
   */
  dialect?: 'draft-07' | '2020-12';
}

/**
 * JSON Schema (draft-07, or 2020-12 with `dialect`; input side, via `z.toJSONSchema`) of a tool's
 * arguments, for hosts that are not the AI SDK (MCP's `tools/list`: 2020-12). The AI
 * SDK derives the same schema from the zod object itself.
 * Spec: docs/packages.md (Typed tools, strict schemas).
 */
export function toolJsonSchema(
  schema: ToolInputSchema,
  options: ToolJsonSchemaOptions = {},
): Record<string, unknown> {
  // `draft-7`: the spelling every zod from 4.1 on knows (4.1 warns on `draft-07` for each schema and
  // leaves `$schema` out; later versions read `draft-7` as `draft-07`), review M9.
  if (options.dialect === '2020-12') {
    const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      io: 'input',
    }) as Record<string, unknown>;
    return options.strict ? strictJsonSchema(json) : json;
  }
  const json = z.toJSONSchema(schema, { target: 'draft-7', io: 'input' }) as Record<string, unknown>;
  return options.strict ? strictJsonSchema(json) : json;
}
