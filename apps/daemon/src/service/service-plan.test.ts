import { describe, expect, it } from 'vitest';
import { planService, type ServicePlanInput } from './service-plan.js';

const input = (platform: ServicePlanInput['platform'], vault: string): ServicePlanInput => ({
  platform,
  vault,
  node: '/opt/node 22/bin/node',
  bin: '/srv/ma/apps/daemon/bin/ma-daemon.js',
  home: '/home/ann',
  env: {},
  uid: 1000,
  shutdownMs: 30_000,
});

describe('planService', () => {
  it('issue 12: a systemd user unit quoting every word (spaces, quotes, %, $) and enabling it', () => {
    const plan = planService(input('linux', '/home/ann/My "Vault" 100% $HOME'));
    expect(plan.file).toMatch(
      /^\/home\/ann\/\.config\/systemd\/user\/ma-daemon-My-Vault-100-HOME-[0-9a-f]{8}\.service$/,
    );
    expect(plan.content).toContain(
      'ExecStart="/opt/node 22/bin/node" "/srv/ma/apps/daemon/bin/ma-daemon.js" "run" "--vault" "/home/ann/My \\"Vault\\" 100%% $$HOME"',
    );
    expect(plan.content).toContain('TimeoutStopSec=40');
    expect(plan.activate).toEqual([
      ['systemctl', '--user', 'daemon-reload'],
      ['systemctl', '--user', 'enable', '--now', plan.name],
    ]);
    expect(planService({ ...input('linux', '/v'), env: { XDG_CONFIG_HOME: '/cfg' } }).file).toMatch(
      /^\/cfg\/systemd\/user\//,
    );
  });

  it('issue 12: a launchd agent with XML-escaped ProgramArguments', () => {
    const plan = planService(input('darwin', '/Users/ann/R&D <vault>'));
    expect(plan.file).toMatch(
      /^\/home\/ann\/Library\/LaunchAgents\/org\.meeting-assistant\.daemon\..+\.plist$/,
    );
    expect(plan.content).toContain('<string>/Users/ann/R&amp;D &lt;vault&gt;</string>');
    expect(plan.activate).toEqual([['launchctl', 'bootstrap', 'gui/1000', plan.file]]);
    expect(plan.deactivate).toEqual([['launchctl', 'bootout', `gui/1000/${plan.name}`]]);
  });

  it('issue 12: a Windows scheduled task whose arguments survive CommandLineToArgvW', () => {
    const plan = planService({
      ...input('win32', 'C:\\Users\\Ann\\My Vault\\'),
      env: { APPDATA: 'C:\\Users\\Ann\\AppData\\Roaming' },
    });
    expect(plan.file).toMatch(/^C:\\Users\\Ann\\AppData\\Roaming\\meeting-assistant\\ma-daemon-.+\.xml$/);
    expect(plan.content).toContain(
      '<Arguments>/srv/ma/apps/daemon/bin/ma-daemon.js run --vault &quot;C:\\Users\\Ann\\My Vault\\\\&quot;</Arguments>',
    );
    expect(plan.activate[0]).toEqual(['schtasks', '/Create', '/F', '/TN', plan.name, '/XML', plan.file]);
  });
});

describe('planService: what a service file can hold (review10)', () => {
  it('W5: refuses every control character in every path it writes (vault, config, node, bin) on every platform, and %NAME% for a Windows task', () => {
    const injected = '/tmp/w5\n[Service]\nType=oneshot\nExecStart=/bin/touch /tmp/w5-pwned\n[Unit]\nX=';
    for (const platform of ['linux', 'darwin', 'win32'] as const) {
      expect(() => planService(input(platform, injected)), platform).toThrow(
        /^the vault path contains a line break \(U\+000A\); a (systemd unit|launchd property list|Windows scheduled task) cannot hold it/,
      );
      for (const ch of ['\r', '\t', '\u0000', '\u001b', '\u007f', '\u0085', '\u2028', '\u2029']) {
        const code = `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
        expect(() => planService(input(platform, `/v/a${ch}b`)), `${platform} ${code}`).toThrow(code);
        expect(() => planService({ ...input(platform, '/v'), node: `/opt/n${ch}/node` })).toThrow(
          `the node path contains`,
        );
        expect(() => planService({ ...input(platform, '/v'), bin: `/srv/m${ch}a/bin.js` })).toThrow(
          `the ma-daemon path contains`,
        );
        expect(() => planService({ ...input(platform, '/v'), config: `/etc/c${ch}.json` })).toThrow(
          `the configuration path contains`,
        );
      }
    }
    expect(() => planService(input('win32', 'C:\\Users\\%USERNAME%\\Vault'))).toThrow(
      'the vault path contains "%…%"; a Windows scheduled task would read it as an environment variable',
    );
    // A lone % and every printable character stay allowed (quoted as each format needs).
    expect(planService(input('win32', 'C:\\Vault 100%')).content).toContain(
      '<WorkingDirectory>C:\\Vault 100%</WorkingDirectory>',
    );
    expect(planService(input('linux', '/v/ünï cödé ✓')).content).toContain('"/v/ünï cödé ✓"');
  });

  it('W5: the --config file the install was given is the one the service runs with', () => {
    const linux = planService({ ...input('linux', '/v'), config: '/etc/ma $x.json' });
    expect(linux.content).toContain('"--vault" "/v" "--config" "/etc/ma $$x.json"');
    const darwin = planService({ ...input('darwin', '/v'), config: '/etc/ma.json' });
    expect(darwin.content).toContain('<string>--config</string>\n    <string>/etc/ma.json</string>');
    const win = planService({ ...input('win32', 'C:\\V'), config: 'C:\\Cfg\\ma.json' });
    expect(win.content).toContain('run --vault C:\\V --config C:\\Cfg\\ma.json</Arguments>');
    expect(planService(input('linux', '/v')).content).not.toContain('--config');
  });
});
