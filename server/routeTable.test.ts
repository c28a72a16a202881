import type { FastifyInstance } from 'fastify';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { editorDirOf } from '../shared/contracts/editorPaths';
import type { ContractRoute } from '../shared/contracts/signupApi';
import { setUpApiTests, startTestApp, testConfig } from '../test/apiApp';
import { testCounter } from '../test/visitCounting';
import { listSiteFiles, pagesOf } from './http/staticRules';

/** Every module of shared/contracts, with the routes it promises. */
const contracts = import.meta.glob<{ routes?: readonly ContractRoute[] }>(
  ['../shared/contracts/*.ts', '!../shared/contracts/*.test.ts'],
  { eager: true },
);
const promised = Object.values(contracts)
  .flatMap((contract) => contract.routes ?? [])
  .map(([method, path]) => `${method} ${path}`)
  .sort();

/** Fastify's route table, one "METHOD /path" per route (HEAD and CORS preflights left out). */
function routeTable(app: FastifyInstance): string[] {
  const paths: string[] = [];
  const routes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)(?:[├└]── )(.*?) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = `${paths[depth - 1] ?? ''}${match[2]}`;
    paths[depth] = path;
    for (const method of (match[3] ?? '').split(', ')) {
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push(`${method} ${path}`);
    }
  }
  return routes;
}

const context = setUpApiTests();
const editorDir = () => editorDirOf(context.dist.dir);
afterAll(() => rmSync(editorDir(), { recursive: true, force: true }));

describe('the contracts and the server’s routes', () => {
  it('promise exactly the routes the server has, beside the built site’s files', async () => {
    mkdirSync(editorDir(), { recursive: true });
    writeFileSync(join(editorDir(), 'index.html'), '<!doctype html><title>Editor</title>');
    writeFileSync(join(editorDir(), 'collections.json'), '{"collections":[]}');
    const { counter } = testCounter(context.harness.sql, '2026-03-01T10:00:00Z');
    const withTestCheckout = await startTestApp({
      config: testConfig(context.dist.dir, { CMS_LOCAL_DIR: context.dist.dir }),
      store: context.harness.store,
      visits: counter,
    });
    const withStripe = await startTestApp({
      config: testConfig(context.dist.dir, {
        STRIPE_SECRET_KEY: 'sk_test_routes',
        STRIPE_PRICE_MONTHLY: 'price_monthly',
        STRIPE_PRICE_ANNUAL: 'price_annual',
      }),
      store: context.harness.store,
    });
    // The site's pages and files, and the editor's, are served from the build as they are.
    const files = await listSiteFiles(context.dist.dir);
    const built = new Set([
      ...[...pagesOf(files).keys()].flatMap((page) => [`GET ${page}`, `GET ${page}.html`]),
      ...files.map((file) => `GET /${file}`),
      ...(await listSiteFiles(editorDir())).map((file) => `GET /admin/${file}`),
    ]);
    const served = [...routeTable(withTestCheckout), ...routeTable(withStripe)].filter(
      (route) => !built.has(route),
    );
    expect([...new Set(served)].sort()).toEqual(promised);
    await withTestCheckout.close();
    await withStripe.close();
    await counter.close();
  });
});
