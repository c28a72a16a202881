/**
 * The last step of `npm run build`: writes the static-hosting files for the build in DIST_DIR
 * (scripts/hostFiles.ts) — DIST_DIR/_headers and DIST_DIR/_redirects for Cloudflare Pages, and DIST_DIR-caddy/Caddyfile (beside the build, so no host serves it) for Caddy.
 * Settings come from the same configuration as the server's (.env under the environment).
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { loadEnvironment } from '../config/environment';
import { localHostOf } from '../config/serverAddress';
import { parseConfig } from '../server/config';
import { securityHeaders, securityOptionsFor } from '../server/http/security';
import { listSiteFiles } from '../server/http/staticRules';
import { caddyfileOf, renderCaddyfile, renderHeadersFile, renderRedirectsFile } from './hostFiles';

async function main(): Promise<void> {
  const config = parseConfig(loadEnvironment());
  const root = resolve(config.distDir);
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(`No build found in ${root}. Run \`npm run build\` first.`);
  }
  const siteFiles = await listSiteFiles(root);
  const security = securityHeaders(securityOptionsFor(config));
  const listenHost = localHostOf(config.host);
  const caddyfile = caddyfileOf(config.distDir);

  await writeFile(join(root, '_headers'), renderHeadersFile(security, siteFiles));
  await writeFile(join(root, '_redirects'), renderRedirectsFile(siteFiles));
  await mkdir(resolve(caddyfile, '..'), { recursive: true });
  await writeFile(
    caddyfile,
    renderCaddyfile({
      security,
      siteAddress: new URL(config.siteUrl).origin,
      siteRoot: root,
      apiUpstream: `${listenHost.includes(':') ? `[${listenHost}]` : listenHost}:${config.port}`,
    }),
  );
  console.log(
    `Wrote ${config.distDir}/_headers, ${config.distDir}/_redirects and ${caddyfile} for static hosting.`,
  );
}

await main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
