/**
 * Value lists of `ma` options, spelled out so that neither `ma --help` nor the plain `ma tool`
 * reader (`direct-command.ts`) loads the packages they come from (docs/startup.md); tests keep
 * each list equal to its source.
 * Spec: issue #13 (start-up); docs/tools.md (profiles, approvals).
 */

/**
 * `--approvals` values: `@ma/notifier`'s `adapterChoices` (a test keeps the two lists equal).
 * Spec: issue #13 (start-up).
 */
export const approvalChoices = ['toast', 'console', 'vault-note', 'approve', 'deny'] as const;

/**
 * `--tools` values: `@ma/tools`' `toolProfiles` (a test keeps the two lists equal).
 * Spec: issue #13 (start-up); issue 14 (`--tools`).
 */
export const toolProfileChoices = ['granular', 'compact'] as const;
