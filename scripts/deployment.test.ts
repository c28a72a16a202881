import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { dockerfileStages } from '../test/dockerfileStages';

const stages = dockerfileStages();
const stage = (name: string) => {
  const found = stages.find((entry) => entry.name === name);
  if (!found) throw new Error(`The Dockerfile has no stage "${name}".`);
  return found;
};

describe('the Dockerfile', () => {
  it('builds on node:24 with the lock file and the full production build of the env file', () => {
    const build = stage('build');
    expect(build.from).toBe('node:24');
    expect(build.runs).toEqual([
      'npm ci',
      '--mount=type=secret,id=site-env,target=/app/.env NODE_ENV=production npm run build',
    ]);
  });

  it('runs on node:24-slim with production dependencies and the compiled output only', () => {
    const runtime = stage('runtime');
    expect(runtime.from).toBe('node:24-slim');
    expect(runtime.runs[0]).toMatch(/^npm ci --omit=dev\b/);
    expect(runtime.copies.flatMap((copy) => copy.sources).sort()).toEqual(
      [
        '/app/dist',
        '/app/dist-admin',
        '/app/dist-server',
        '/app/dist-variants',
        'package-lock.json',
        'package.json',
      ].sort(),
    );
    expect(runtime.copies.filter((copy) => copy.fromStage).map((copy) => copy.fromStage)).toEqual([
      'build',
      'build',
      'build',
      'build',
    ]);
  });

  it('runs as the unprivileged node user, keeps the embedded database in a /data volume', () => {
    const runtime = stage('runtime');
    expect(runtime.user).toBe('node');
    expect(runtime.volumes).toEqual(['/data']);
    expect(runtime.env).toMatchObject({
      NODE_ENV: 'production',
      DATA_DIR: '/data',
      HOST: '0.0.0.0',
    });
    expect(runtime.cmd).toBe('["node", "dist-server/main.js"]');
  });

  it('checks liveness on /livez', () => {
    expect(stage('runtime').healthcheck).toMatch(/^--interval=\S+ .*CMD .*\/livez/);
  });

  it('puts Caddy in front with the Caddyfile the build writes', () => {
    const front = stage('front');
    expect(front.from).toMatch(/^caddy:2/);
    expect(front.copies.flatMap((copy) => copy.sources)).toContain('/app/dist-caddy/Caddyfile');
  });
});

interface ComposeService {
  image?: string;
  build?: { target?: string; secrets?: string[] };
  environment?: Record<string, string>;
  env_file?: string;
  healthcheck?: { test: string[] };
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
}

describe('compose.yaml', () => {
  const compose = parse(readFileSync('compose.yaml', 'utf8'), { merge: true }) as {
    services: Record<string, ComposeService>;
    volumes: Record<string, unknown>;
    secrets: Record<string, { file?: string }>;
  };
  const { services } = compose;

  it('runs PostgreSQL 17 and Redis 7 with health checks and named volumes', () => {
    expect(services.postgres?.image).toBe('postgres:17');
    expect(services.redis?.image).toBe('redis:7');
    for (const name of ['postgres', 'redis']) {
      expect(services[name]?.healthcheck?.test.length).toBeGreaterThan(0);
      const volume = services[name]?.volumes?.[0]?.split(':')[0] ?? '';
      expect(Object.keys(compose.volumes)).toContain(volume);
    }
  });

  it('runs two replicas of the site on PostgreSQL and Redis, with secrets from an env file', () => {
    const replicas = Object.entries(services).filter(
      ([, service]) => service.build?.target === 'runtime',
    );
    expect(replicas.map(([name]) => name)).toEqual(['app-1', 'app-2']);
    for (const [, replica] of replicas) {
      expect(replica.environment?.DATABASE_URL).toMatch(/^postgres:\/\/.*@postgres:5432\//);
      expect(replica.environment?.REDIS_URL).toBe('redis://redis:6379');
      expect(replica.env_file).toBe('.env.production');
      expect(replica.depends_on?.postgres?.condition).toBe('service_healthy');
    }
  });

  it('builds the pages for the address and vendors of the same env file', () => {
    expect(compose.secrets['site-env']?.file).toBe('.env.production');
    const built = Object.values(services).filter((service) => service.build);
    expect(built.length).toBeGreaterThan(0);
    for (const service of built) expect(service.build?.secrets).toEqual(['site-env']);
  });

  it('sends the server addresses from Caddy to both replicas', () => {
    expect(services.caddy?.build?.target).toBe('front');
    expect(services.caddy?.environment?.API_UPSTREAM).toBe('app-1:3000 app-2:3000');
  });
});

describe('npm start', () => {
  it('in production, without a build, says so in one line and builds nothing', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.prestart).toBe('node scripts/before-start.ts');
    const empty = mkdtempSync(join(tmpdir(), 'no-build-'));
    try {
      const prestart = spawnSync(process.execPath, [resolve('scripts/before-start.ts')], {
        cwd: empty,
        env: { ...process.env, NODE_ENV: 'production' },
        encoding: 'utf8',
      });
      expect(prestart.status).toBe(1);
      expect(prestart.stdout).toBe('');
      expect(prestart.stderr).toBe(
        'No build to serve: run `npm run build` first; a production start never builds.\n',
      );
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
