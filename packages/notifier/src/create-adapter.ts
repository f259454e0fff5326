/**
 * One adapter from a user's choice (`--approvals`, config `approvals.prompt`), so every host
 * (CLI, daemon) maps the same words to the same behaviour.
 * Spec: issue 11, Deliver 6 (`toast|console|vault-note|approve|deny`; toast falls back to vault-note).
 */

import { type ConsoleAdapterOptions, consoleAdapter } from './adapters/console-adapter.js';
import { policyAdapter } from './adapters/policy-adapter.js';
import { toastAdapter } from './adapters/toast-adapter.js';
import type { ToastCapability } from './adapters/toast-capability.js';
import { vaultNoteAdapter } from './adapters/vault-note-adapter.js';
import type { ApprovalAdapter } from './approval-adapter.js';
import type { Clock } from './clock.js';

/** The adapter names a user can choose. */
export const adapterChoices = ['toast', 'console', 'vault-note', 'approve', 'deny'] as const;

/** A user's choice of adapter. */
export type AdapterChoice = (typeof adapterChoices)[number];

/** Options of {@link createAdapter}. */
export interface CreateAdapterOptions {
  /** Absolute folder for request notes (vault-note, and toast's fallback). */
  requestsFolder: string;
  clock?: Clock;
  /** Vault-note poll interval in ms. */
  pollMs?: number;
  /** Called with the path of each request note written and the id of its request. */
  onNote?: (absPath: string, id: string) => void;
  /** The console adapter's {@link ConsoleAdapterOptions.unavailableHint}: how to choose another channel in this host. */
  consoleHint?: string;
  /** Toast capability override (tests). */
  toastCapability?: ToastCapability;
}

/**
 * The adapter for `choice`: `toast` (falling back to `vault-note` where toasts cannot show
 * buttons or close unanswered), `console`, `vault-note`, `approve` or `deny`.
 */
export function createAdapter(choice: AdapterChoice, options: CreateAdapterOptions): ApprovalAdapter {
  const note = () =>
    vaultNoteAdapter({
      folder: options.requestsFolder,
      ...(options.clock ? { clock: options.clock } : {}),
      ...(options.pollMs ? { pollMs: options.pollMs } : {}),
      ...(options.onNote ? { onNote: options.onNote } : {}),
    });
  switch (choice) {
    case 'approve':
      return policyAdapter('approved');
    case 'deny':
      return policyAdapter('denied');
    case 'console':
      return consoleAdapter({
        ...(options.clock ? { clock: options.clock } : {}),
        ...(options.consoleHint ? { unavailableHint: options.consoleHint } : {}),
      });
    case 'vault-note':
      return note();
    case 'toast':
      return toastAdapter({
        fallback: note(),
        ...(options.toastCapability ? { capability: options.toastCapability } : {}),
      });
  }
}
