/**
 * What a service file can hold of a path. Spec: issue 12 (install writes a systemd unit, a
 * launchd plist, a Windows task); review10 W5.
 */
import { UsageError } from '../io/daemon-io.js';
import type { ServicePlatform } from './service-plan.js';

const FORMAT: Record<ServicePlatform, string> = {
  linux: 'a systemd unit',
  darwin: 'a launchd property list',
  win32: 'a Windows scheduled task',
};

/** C0 controls, DEL and C1 controls, and the Unicode line and paragraph separators. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** How a refused character is named: `a line break (U+000A)`, `a control character (U+001B)`. */
function describe(ch: string): string {
  const code = `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
  if (ch === '\n' || ch === '\r' || ch === '\u2028' || ch === '\u2029') return `a line break (${code})`;
  if (ch === '\t') return `a tab (${code})`;
  return `a control character (${code})`;
}

/**
 * Refuses a value `planService` would write into a service file when that file cannot hold it
 * safely: any control character (line breaks, tabs, escape, NUL, DEL, C1, U+2028/U+2029) on every
 * platform — a line break in a systemd unit starts a new directive, in XML it is not kept, and the
 * other controls are not legal XML 1.0 at all — and, for a Windows task, a `%NAME%` pair (Task
 * Scheduler expands environment variables in the command, arguments and working folder and has no
 * escape for `%`).
 * @param label what the value is, for the message (`the vault path`, `the node path`).
 * @throws UsageError `the vault path contains a line break (U+000A); a systemd unit cannot hold it: …`.
 * Spec: issue 12; review10 W5.
 */
export function checkServiceField(label: string, value: string, platform: ServicePlatform): void {
  const bad = CONTROL.exec(value);
  if (bad) {
    throw new UsageError(
      `${label} contains ${describe(bad[0])}; ${FORMAT[platform]} cannot hold it: rename the folder (or use a path without control characters) and install again`,
    );
  }
  if (platform === 'win32' && /%[^%]*%/.test(value)) {
    throw new UsageError(
      `${label} contains "%…%"; ${FORMAT[platform]} would read it as an environment variable: rename the folder and install again`,
    );
  }
}
