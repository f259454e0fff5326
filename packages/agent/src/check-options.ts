import { completeConfig, type MaConfig, type ModelConfig, parseConfig } from '@ma/core';
import { isObject } from './model/is-object.js';

/**
 * One option's rule: `ok(value)` for a given (not `undefined`) value; `expected` completes
 * "must be …"; `required` refuses `undefined`.
 */
interface OptionRule {
  ok(value: unknown): boolean;
  expected: string;
  required?: boolean;
}

/**
 * A model section as a host may pass it to `createChatModel` or `checkEndpoint`: `baseURL` and
 * `model` at least; every other key of `ModelConfig` (`@ma/core`) optional, its default then being
 * the configuration file's (`retry` 3 requests 2,000 ms apart, `timeoutMs` 120,000, …). A
 * `ModelConfig` from `loadConfig` is one.
 *
 * Spec: review T51; docs/vault-format.md, Configuration (`model`).
 */
export type ModelSettingsInput = Pick<ModelConfig, 'baseURL' | 'model'> &
  Partial<Omit<ModelConfig, 'baseURL' | 'model'>>;

/** The option rules of one public function, by option name. */
export type OptionRules = Readonly<Record<string, OptionRule>>;

const isFunction = (v: unknown) => typeof v === 'function';

/** Option rules shared by the entry points (T51). */
export const rule = {
  string: { ok: (v: unknown) => typeof v === 'string' && v.trim() !== '', expected: 'a non-empty string' },
  boolean: { ok: (v: unknown) => typeof v === 'boolean', expected: 'true or false' },
  function: { ok: isFunction, expected: 'a function' },
  signal: { ok: (v: unknown) => v instanceof AbortSignal, expected: 'an AbortSignal' },
  config: {
    ok: (v: unknown) => isObject(v) && isObject(v.folders),
    expected: 'a configuration from loadConfig or parseConfig (@ma/core)',
  },
  vault: {
    ok: (v: unknown) => isObject(v) && typeof v.root === 'string' && isObject(v.config),
    expected: 'an opened vault (openVault from @ma/core)',
  },
  env: {
    ok: (v: unknown) =>
      isObject(v) && Object.values(v).every((value) => value === undefined || typeof value === 'string'),
    expected: 'an environment object of strings (e.g. process.env)',
    required: true,
  },
  steps: {
    ok: (v: unknown) => Number.isSafeInteger(v) && (v as number) >= 1,
    expected: 'a whole number of steps >= 1',
  },
  /** A count that may be 0 (`finish({ steps, toolCalls })`, U51). */
  count: {
    ok: (v: unknown) => Number.isSafeInteger(v) && (v as number) >= 0,
    expected: 'a whole number >= 0',
  },
  /** Any string, also an empty one (what it holds is checked later: `finish({ body })`, U51). */
  text: { ok: (v: unknown) => typeof v === 'string', expected: 'a string' },
  /** Token counts (`finish({ usage })`: a `TokenUsage` or the AI SDK's `result.totalUsage`, U51). */
  usage: {
    ok: (v: unknown) =>
      isObject(v) &&
      ['inputTokens', 'outputTokens', 'totalTokens'].every(
        (key) => v[key] === undefined || (Number.isSafeInteger(v[key]) && (v[key] as number) >= 0),
      ),
    expected:
      'an object of token counts (inputTokens, outputTokens, totalTokens: each a whole number >= 0 or undefined), e.g. the AI SDK result.totalUsage',
  },
  /** `{ refused, notRun, failed }` counts (`finish({ toolOutcomes })`, U51). */
  toolOutcomes: {
    ok: (v: unknown) =>
      isObject(v) &&
      ['refused', 'notRun', 'failed'].every((key) => Number.isSafeInteger(v[key]) && (v[key] as number) >= 0),
    expected: 'an object { refused, notRun, failed } of whole numbers >= 0',
  },
  milliseconds: {
    ok: (v: unknown) => typeof v === 'number' && v >= 0 && !Number.isNaN(v),
    expected: 'a number of milliseconds >= 0',
  },
  oneOf(...values: readonly string[]): OptionRule {
    return {
      ok: (v: unknown) => typeof v === 'string' && values.includes(v),
      expected: values.map((v) => JSON.stringify(v)).join(' or '),
    };
  },
  required(r: OptionRule): OptionRule {
    return { ...r, required: true };
  },
} as const;

/** A value as an error message shows it: strings quoted and cut to 60 characters, else its kind. */
function shown(value: unknown): string {
  if (typeof value === 'string') {
    return JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value);
  }
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'function') return 'a function';
  if (typeof value === 'object') return 'an object';
  return String(value);
}

/**
 * Checks the options object a host (possibly plain JavaScript or CommonJS, without our types)
 * passed to a public `@ma/agent` function, before anything is read or written, so a wrong or
 * missing option is one message naming it instead of a `TypeError` from deep inside, or a
 * different run than asked for (a misspelt `engine: 'Agent'` running the offline engine;
 * `lockAt: 'finsh'` holding the lock from the start; T51). Options without a rule pass unchecked.
 *
 * @param fn - the public function's name, first in the message.
 * @throws TypeError `<fn>: option "<name>" must be <expected> (got <value>)`, `<fn>: option
 *   "<name>" is required: <expected>`, or `<fn>: expected an options object (got <value>)`.
 * Spec: review T51 (packages embedded by another agent; packages/agent/README.md, API).
 */
export function checkOptions(fn: string, opts: unknown, rules: OptionRules): void {
  if (!isObject(opts)) throw new TypeError(`${fn}: expected an options object (got ${shown(opts)})`);
  for (const [name, r] of Object.entries(rules)) {
    const value = opts[name];
    if (value === undefined) {
      if (r.required) throw new TypeError(`${fn}: option "${name}" is required: ${r.expected}`);
      continue;
    }
    if (!r.ok(value))
      throw new TypeError(`${fn}: option "${name}" must be ${r.expected} (got ${shown(value)})`);
  }
}

/**
 * The model section a host passed to `createChatModel` or `checkEndpoint`: one from `loadConfig`
 * or `parseConfig` (deep-frozen, already checked) as it is; any other object (built by the host,
 * or a spread copy of a loaded one) checked and completed with the configuration file's defaults
 * (`retry`, `timeoutMs`, `maxSteps`, …) through core's `parseConfig` — so `{ baseURL, model }` works
 * and a wrong value is the configuration file's error, not a `TypeError` when the first request
 * is made (T51).
 *
 * @throws ConfigError naming the key (`model.retry.attempts: expected a whole number >= 0, got "x"`),
 *   as for the configuration file; TypeError when `model` is not an object.
 * Spec: review T51; docs/contracts.md (@ma/core, Config).
 */
export function modelSettings(fn: string, model: ModelSettingsInput | undefined): ModelConfig {
  if (!isObject(model)) throw new TypeError(`${fn}: expected a model section object (got ${shown(model)})`);
  if (Object.isFrozen(model)) return model as ModelConfig;
  return parseConfig({ model }).model as ModelConfig;
}

/**
 * The configuration of a run — the `config` a host passed to `summarizeMeeting` or `openMeetingSession`,
 * else its vault's (`openVault(root, config)` keeps what the host gave it): one from `loadConfig` or
 * `parseConfig` (deep-frozen, already checked) as it is; any other object — a spread copy of a loaded
 * one with the host's own `model: { baseURL, model }`, as `createChatModel` and `checkEndpoint` take it —
 * checked and completed with the configuration file's defaults through core's `parseConfig`, so a run
 * gets `model.retry`, `timeoutMs`, `limits`, … instead of failing with a `TypeError` ("Cannot read
 * properties of undefined (reading 'attempts')") at its first request (R61). The host's `model` is the
 * model of the run (`models.main` names the same model and follows it).
 *
 * @throws ConfigError naming the key (`model.timeoutMs: expected …`), as for the configuration file.
 * Spec: review T51, R61; docs/contracts.md (@ma/core, Config).
 */
export function configSettings(config: MaConfig): MaConfig {
  return completeConfig(config);
}
