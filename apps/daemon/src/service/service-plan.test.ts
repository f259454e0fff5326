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
