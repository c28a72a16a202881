/** The machine and software a benchmark ran on, so its numbers can be judged and reproduced. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, loadavg, totalmem, release, platform } from 'node:os';
import { join } from 'node:path';
import { chromiumPath } from '../scripts/chromium';
import { repoRoot } from './paths';

export interface MachineInfo {
  cpuModel: string;
  cores: number;
  memoryGb: number;
  os: string;
  node: string;
  chromium: string;
  lighthouse: string;
  autocannon: string;
  commit: string;
  /** 1-minute load average when the benchmark started: other work on the machine skews timings. */
  loadAverageAtStart: number;
}

function packageVersion(name: string): string {
  const file = join(repoRoot, 'node_modules', name, 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

function commandOutput(command: string, args: string[]): string {
  try {
    return execFileSync(command, args, {
      cwd: repoRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown';
  }
}

export function describeMachine(): MachineInfo {
  const cpuList = cpus();
  return {
    cpuModel: cpuList[0]?.model.trim() ?? 'unknown',
    cores: cpuList.length,
    memoryGb: Math.round(totalmem() / 1024 ** 3),
    os: `${platform()} ${release()}`,
    node: process.version,
    chromium: commandOutput(chromiumPath, ['--version']),
    lighthouse: packageVersion('lighthouse'),
    autocannon: packageVersion('autocannon'),
    commit: commandOutput('git', ['rev-parse', '--short', 'HEAD']),
    loadAverageAtStart: Math.round((loadavg()[0] ?? 0) * 100) / 100,
  };
}
