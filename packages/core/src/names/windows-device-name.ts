/**
 * A Windows device name as the first part of a name: `CON`, `PRN`, `AUX`, `NUL`, `COM0`–`COM9`,
 * `LPT0`–`LPT9`, with the superscript digits Windows also reads as device numbers (`COM¹`, `LPT³`),
 * `CONIN$`, `CONOUT$`; any case; alone or before any extension (`nul.txt`, `com1.tar.gz`, `CON .md`).
 */
const DEVICE_NAME =
  /^(?:con|prn|aux|nul|com[0-9\u00b9\u00b2\u00b3]|lpt[0-9\u00b9\u00b2\u00b3]|conin\$|conout\$)(?:\s*\..*)?$/i;

/**
 * Whether a file or folder name (one path segment, without trailing spaces) is one Windows cannot
 * hold because it names a device: a vault synced to Windows would fail on it or drop it.
 * Pure; never throws.
 * Spec: docs/tools.md, Paths (a name Windows can hold); Microsoft, "Naming Files, Paths, and
 *   Namespaces" (reserved names); review9 V12 (superscript digits, several extensions).
 */
export function isWindowsDeviceName(name: string): boolean {
  return DEVICE_NAME.test(name);
}
