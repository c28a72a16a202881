import { readFileSync } from 'node:fs';

export interface DockerfileStage {
  name: string;
  from: string;
  /** Each RUN's shell command, in order. */
  runs: string[];
  /** Each COPY: where from (another stage, or the build context) and the paths it names. */
  copies: { fromStage?: string; sources: string[]; target: string }[];
  env: Record<string, string>;
  user?: string;
  volumes: string[];
  healthcheck?: string;
  cmd?: string;
}

/** The Dockerfile's stages with the instructions the deployment tests check. */
export function dockerfileStages(path = 'Dockerfile'): DockerfileStage[] {
  const lines = readFileSync(path, 'utf8')
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const stages: DockerfileStage[] = [];
  for (const line of lines) {
    const [, instruction = '', rest = ''] = /^(\w+)\s+(.*)$/.exec(line) ?? [];
    if (instruction === 'FROM') {
      const [from = '', , name = ''] = rest.split(/\s+/);
      stages.push({ name, from, runs: [], copies: [], env: {}, volumes: [] });
      continue;
    }
    const stage = stages.at(-1);
    if (!stage) continue;
    if (instruction === 'RUN') stage.runs.push(rest);
    if (instruction === 'USER') stage.user = rest;
    if (instruction === 'VOLUME') stage.volumes.push(...rest.split(/\s+/));
    if (instruction === 'HEALTHCHECK') stage.healthcheck = rest;
    if (instruction === 'CMD') stage.cmd = rest;
    if (instruction === 'ENV') {
      for (const [, key = '', value = ''] of rest.matchAll(/(\w+)=(\S+)/g)) stage.env[key] = value;
    }
    if (instruction === 'COPY') {
      const words = rest.split(/\s+/);
      const fromStage = words.find((word) => word.startsWith('--from='))?.slice('--from='.length);
      const paths = words.filter((word) => !word.startsWith('--'));
      stage.copies.push({ fromStage, sources: paths.slice(0, -1), target: paths.at(-1) ?? '' });
    }
  }
  return stages;
}
