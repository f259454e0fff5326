/**
 * Recursively freezes plain objects and arrays; returns the same value typed as readonly-at-runtime.
 * Spec: docs/vault-format.md, Configuration (`meeting-assistant.json`); docs/contracts.md (@ma/core, Config).
 */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}
