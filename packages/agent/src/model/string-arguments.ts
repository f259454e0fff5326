import { isObject, type Json } from './is-object.js';
import type { ToolParameters } from './tool-parameters.js';

/**
 * R239: the arguments object a tool call's arguments VALUE stands for when the model sent it as a
 * JSON string holding that object, one level (`"{\"from\":1}"` for `{"from":1}`) — the one rule of
 * both paths: a native call whose wire `arguments` text is double-encoded (it parses to such a
 * string), and a printed call whose `"arguments"` member is such a string (text-tool-call.ts).
 * Before, the printed call was accepted and the native one refused ("expected object, received
 * string"). Decided by the tool's schema (`parameters`, from the request's `tools`, R235): only
 * when every key of the object is one of the tool's parameters, so a string meant as the value of
 * a string parameter that happens to be JSON (`write_context`'s `content` holding `{"a":1}`) is
 * never taken for the arguments (it is left as it is and refused, R3: no guessed call). Exactly one
 * level: a string whose JSON is again a string (triple encoding) is left as it is. `parameters`
 * undefined (a tool offered without named parameters, or a set made elsewhere): any object.
 *
 * @param value - the arguments value: a string (else null).
 * @returns the object, or null when `value` is not a string holding the JSON text of such an object.
 *
 * Spec: hostile case B29 (printed calls); seed 003 (OpenAI-compatible endpoint); seed 002 (small models).
 */
export function argumentsFromString(value: unknown, parameters: ToolParameters | undefined): Json | null {
  if (typeof value !== 'string') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return null;
  }
  if (!isObject(parsed)) return null;
  if (parameters !== undefined && !Object.keys(parsed).every((k) => parameters.names.includes(k)))
    return null;
  return parsed;
}

/**
 * R239: the wire `arguments` text of a native call with its double encoding taken off
 * ({@link argumentsFromString} of the string it parses to), or null when it is not double-encoded
 * that way (then it goes on as it is).
 */
export function unwrappedArgumentsText(text: string, parameters: ToolParameters | undefined): string | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const args = argumentsFromString(value, parameters);
  return args === null ? null : JSON.stringify(args);
}
