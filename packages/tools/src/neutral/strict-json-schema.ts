/**
 * Strict-mode JSON Schemas (OpenAI `strict: true` function calling and other hosts that
 * demand closed objects): every object gets `additionalProperties: false` and lists all its
 * properties in `required`; a property that was optional also accepts `null`, which our tools
 * read as "not given" (docs/hostile-cases.md B31), so the meaning of a call is unchanged.
 * Spec: docs/packages.md (Typed tools, strict schemas); docs/tools.md.
 */

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function acceptsNull(schema: unknown): boolean {
  if (!isObject(schema)) return false;
  const type = schema.type;
  if (type === 'null' || (Array.isArray(type) && type.includes('null'))) return true;
  const branches = (schema.anyOf ?? schema.oneOf) as unknown;
  return Array.isArray(branches) && branches.some(acceptsNull);
}

function strictNode(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(strictNode);
  if (!isObject(node)) return node;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    out[key] = key === 'properties' && isObject(value) ? value : strictNode(value);
  }
  if (isObject(out.properties)) {
    const required = new Set(Array.isArray(out.required) ? (out.required as string[]) : []);
    const properties: JsonObject = {};
    for (const [name, schema] of Object.entries(out.properties)) {
      const strict = strictNode(schema);
      properties[name] =
        required.has(name) || acceptsNull(strict) ? strict : { anyOf: [strict, { type: 'null' }] };
    }
    out.properties = properties;
    out.required = Object.keys(properties);
    out.additionalProperties = false;
  } else if (out.type === 'object' && out.additionalProperties === undefined) {
    out.additionalProperties = false;
  }
  return out;
}

/**
 * Returns a strict copy of a JSON Schema (draft-07 or 2020-12 object schema); the input is not
 * changed. Nested objects (in `properties`, `items`, `anyOf`, `$defs`, …) are made strict too.
 * @param schema a JSON Schema as produced by `toolJsonSchema` (plain JSON, no functions).
 * @returns the strict schema: closed objects, every property required, optional ones nullable.
 */
export function strictJsonSchema(schema: Record<string, unknown>): Record<string, unknown> {
  return strictNode(schema) as Record<string, unknown>;
}
