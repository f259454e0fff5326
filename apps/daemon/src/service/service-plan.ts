/**
 * What `ma-daemon install|uninstall` writes and runs per platform. Spec: issue 12 (a systemd
 * user unit, a launchd agent, a Windows scheduled task; `--dry-run` prints what it would write).
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { checkServiceField } from './service-field.js';

/** The platforms a service can be planned for. */
export type ServicePlatform = 'linux' | 'darwin' | 'win32';

/**
 * A service plan: the file to write (absolute path and content), the commands that activate it
 * (argv arrays, run without a shell) and those that deactivate it.
 * Spec: issue 12.
 */
export interface ServicePlan {
  platform: ServicePlatform;
  name: string;
  file: string;
  content: string;
  activate: string[][];
  deactivate: string[][];
  /**
   * The command that stops the running service now and leaves it installed (L441: what a
   * second `ma daemon run` on the vault tells the user to run).
   */
  stop: string[];
}

/**
 * Inputs of {@link planService}: the absolute vault, configuration file (optional), node and bin
 * paths, the platform, the
 * user's home and environment (XDG_CONFIG_HOME, APPDATA), the user id (launchd's `gui/<uid>`),
 * and the stop deadline (ms) the service manager must allow.
 */
export interface ServicePlanInput {
  platform: ServicePlatform;
  vault: string;
  /** The `--config` file the service must use (absolute), when not the vault's own. */
  config?: string;
  node: string;
  bin: string;
  home: string;
  env: Record<string, string | undefined>;
  uid: number;
  shutdownMs: number;
}

/** A name per vault: its folder name (safe characters only) and 8 hex of its path's sha256. */
function slug(vault: string): string {
  const base =
    path
      .basename(vault)
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'vault';
  return `${base.slice(0, 40)}-${createHash('sha256').update(vault).digest('hex').slice(0, 8)}`;
}

/** A systemd ExecStart word: double-quoted, `\` and `"` escaped, `%` doubled, `$` doubled. */
function systemdWord(word: string): string {
  return `"${word.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/%/g, '%%').replace(/\$/g, '$$$$')}"`;
}

/** XML text escaping (plist and task XML). */
function xml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** One Windows command-line argument, quoted the way CommandLineToArgvW reads it back. */
function windowsArg(arg: string): string {
  if (arg !== '' && !/[\s"]/.test(arg)) return arg;
  return `"${arg.replace(/(\\*)"/g, '$1$1\\"').replace(/(\\+)$/, '$1$1')}"`;
}

/**
 * Plans the service that runs `node bin run --vault <vault>` at login and restarts it when it
 * fails:
 * - linux: `$XDG_CONFIG_HOME/systemd/user/ma-daemon-<slug>.service` (default `~/.config`),
 *   `Restart=on-failure`, `KillSignal=SIGTERM`, `TimeoutStopSec` = the stop deadline + 10 s;
 *   activated with `systemctl --user daemon-reload` and `enable --now`;
 * - darwin: `~/Library/LaunchAgents/org.meeting-assistant.daemon.<slug>.plist`
 *   (`ProgramArguments`, `RunAtLoad`, `KeepAlive` unless it exited cleanly,
 *   `ExitTimeOut`); activated with `launchctl bootstrap gui/<uid>`;
 * - win32: a Task Scheduler XML definition in `%APPDATA%\meeting-assistant\` (logon trigger,
 *   restart on failure), registered with `schtasks /Create /XML … /TN "Meeting Assistant daemon
 *   <slug>"`.
 * With `config` the service runs with `--config <config>`. Paths with spaces, quotes, `%` or `$`
 * are quoted for each format; nothing goes through a shell.
 * @throws UsageError when a path written into the file holds a control character (a line break
 *   would start new unit directives, W5) or, for Windows, a `%NAME%` pair (see checkServiceField).
 * Spec: issue 12; review10 W5.
 */
export function planService(input: ServicePlanInput): ServicePlan {
  const fields: [string, string | undefined][] = [
    ['the vault path', input.vault],
    ['the configuration path', input.config],
    ['the node path', input.node],
    ['the ma-daemon path', input.bin],
  ];
  for (const [label, value] of fields)
    if (value !== undefined) checkServiceField(label, value, input.platform);
  const s = slug(input.vault);
  const argv = [
    input.node,
    input.bin,
    'run',
    '--vault',
    input.vault,
    ...(input.config !== undefined ? ['--config', input.config] : []),
  ];
  const stopSec = Math.ceil(input.shutdownMs / 1000) + 10;
  if (input.platform === 'linux') {
    const name = `ma-daemon-${s}.service`;
    const configHome = input.env.XDG_CONFIG_HOME || path.join(input.home, '.config');
    const content = [
      '[Unit]',
      `Description=Meeting Assistant daemon for ${input.vault.replace(/%/g, '%%')}`,
      '',
      '[Service]',
      'Type=simple',
      `ExecStart=${argv.map(systemdWord).join(' ')}`,
      'Restart=on-failure',
      'RestartSec=10',
      'KillSignal=SIGTERM',
      `TimeoutStopSec=${stopSec}`,
      '',
      '[Install]',
      'WantedBy=default.target',
      '',
    ].join('\n');
    return {
      platform: 'linux',
      name,
      file: path.join(configHome, 'systemd', 'user', name),
      content,
      activate: [
        ['systemctl', '--user', 'daemon-reload'],
        ['systemctl', '--user', 'enable', '--now', name],
      ],
      deactivate: [['systemctl', '--user', 'disable', '--now', name]],
      stop: ['systemctl', '--user', 'stop', name],
    };
  }
  if (input.platform === 'darwin') {
    const name = `org.meeting-assistant.daemon.${s}`;
    const file = path.join(input.home, 'Library', 'LaunchAgents', `${name}.plist`);
    const content = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">',
      '<plist version="1.0">',
      '<dict>',
      '  <key>Label</key>',
      `  <string>${xml(name)}</string>`,
      '  <key>ProgramArguments</key>',
      '  <array>',
      ...argv.map((a) => `    <string>${xml(a)}</string>`),
      '  </array>',
      '  <key>RunAtLoad</key>',
      '  <true/>',
      '  <key>KeepAlive</key>',
      '  <dict>',
      '    <key>SuccessfulExit</key>',
      '    <false/>',
      '  </dict>',
      '  <key>ExitTimeOut</key>',
      `  <integer>${stopSec}</integer>`,
      '</dict>',
      '</plist>',
      '',
    ].join('\n');
    const domain = `gui/${input.uid}`;
    return {
      platform: 'darwin',
      name,
      file,
      content,
      activate: [['launchctl', 'bootstrap', domain, file]],
      deactivate: [['launchctl', 'bootout', `${domain}/${name}`]],
      // SIGTERM: a clean exit, which KeepAlive (SuccessfulExit false) does not restart.
      stop: ['launchctl', 'kill', 'SIGTERM', `${domain}/${name}`],
    };
  }
  const name = `Meeting Assistant daemon ${s}`;
  const appData = input.env.APPDATA || path.join(input.home, 'AppData', 'Roaming');
  const file = path.win32.join(appData, 'meeting-assistant', `ma-daemon-${s}.xml`);
  const content = [
    '<?xml version="1.0" encoding="UTF-16"?>',
    '<Task version="1.2" xmlns="http://schemas.microsoft.com/windows/2004/02/mit/task">',
    '  <RegistrationInfo>',
    `    <Description>${xml(`Meeting Assistant daemon for ${input.vault}`)}</Description>`,
    '  </RegistrationInfo>',
    '  <Triggers>',
    '    <LogonTrigger><Enabled>true</Enabled></LogonTrigger>',
    '  </Triggers>',
    '  <Settings>',
    '    <MultipleInstancesPolicy>IgnoreNew</MultipleInstancesPolicy>',
    '    <DisallowStartIfOnBatteries>false</DisallowStartIfOnBatteries>',
    '    <StopIfGoingOnBatteries>false</StopIfGoingOnBatteries>',
    '    <ExecutionTimeLimit>PT0S</ExecutionTimeLimit>',
    '    <RestartOnFailure><Interval>PT1M</Interval><Count>3</Count></RestartOnFailure>',
    '  </Settings>',
    '  <Actions>',
    '    <Exec>',
    `      <Command>${xml(input.node)}</Command>`,
    `      <Arguments>${xml(argv.slice(1).map(windowsArg).join(' '))}</Arguments>`,
    `      <WorkingDirectory>${xml(input.vault)}</WorkingDirectory>`,
    '    </Exec>',
    '  </Actions>',
    '</Task>',
    '',
  ].join('\r\n');
  return {
    platform: 'win32',
    name,
    file,
    content,
    activate: [
      ['schtasks', '/Create', '/F', '/TN', name, '/XML', file],
      ['schtasks', '/Run', '/TN', name],
    ],
    deactivate: [
      ['schtasks', '/End', '/TN', name],
      ['schtasks', '/Delete', '/F', '/TN', name],
    ],
    stop: ['schtasks', '/End', '/TN', name],
  };
}
