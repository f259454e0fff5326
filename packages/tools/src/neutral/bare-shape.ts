/**
 * Argument shapes without their per-argument descriptions: where a tool's description already says
 * what the arguments are, their descriptions are tokens a small context window cannot spare (the
 * compact `apply_changes` ops, the small-window set; docs/context-budget.md).
 * Spec: docs/context-budget.md (the small-window set); issue 14; C3.
 */
import { z } from 'zod';

/** `schema`'s shape with each argument's `description` removed (types and optionality unchanged). */
export function bareShape(schema: z.ZodObject): Record<string, z.ZodType> {
  return Object.fromEntries(
    Object.entries(schema.shape).map(([k, v]) => [k, (v as z.ZodType).meta({ description: undefined })]),
  );
}

/** `z.object(bareShape(schema))`: the same arguments, validated the same way, without descriptions. */
export function bareSchema(schema: z.ZodObject): z.ZodObject {
  return z.object(bareShape(schema));
}
