export { installCommand, uninstallCommand } from './commands/install.js';
export { runCommand } from './commands/run.js';
export { statusCommand } from './commands/status.js';
export {
  type CheckHooksOptions,
  checkHooks,
  findHookProgram,
  type HookProblem,
} from './hooks/check-hooks.js';
export { type DaemonIo, ExitCode, UsageError } from './io/daemon-io.js';
export { main, runMain } from './main.js';
export { daemonBinPath } from './service/daemon-bin.js';
export { planService, type ServicePlan, type ServicePlatform } from './service/service-plan.js';
export { evaluateTrigger, type TriggerDecision } from './trigger/evaluate-trigger.js';
export { parseSince } from './trigger/parse-since.js';
export { isIgnoredPath } from './watch/ignore-path.js';
export { Daemon, type DaemonOptions } from './work/daemon.js';
