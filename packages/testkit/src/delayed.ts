import type { ScriptedDelayTurn, ScriptedTurn } from './scripted-turn.js';

/**
 * Builds a `{ delayMs, then }` turn: wait `delayMs` ms, then play `turn`. Prefer this over an object
 * literal, which Biome flags (`lint/suspicious/noThenProperty`). The `then` field is a plain object,
 * never a function, so awaiting such a turn is harmless.
 *
 * @example startScriptedServer([delayed(60_000, { text: 'too late' })]) // provoke a client timeout
 *
 * Spec: docs/contracts.md, @ma/testkit.
 */
export function delayed(delayMs: number, turn: ScriptedTurn): ScriptedDelayTurn {
  // biome-ignore lint/suspicious/noThenProperty: the contract's delay-turn shape; `then` is data, not a function.
  return { delayMs, then: turn };
}
