import { expect, test } from '@playwright/test';
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { scratchWorkingCopy } from '../test/scratchWorkingCopy';
import {
  scratchPglite,
  startServerProcess,
  type ScratchDatabase,
  type ServerProcess,
} from '../test/siteServerProcess';

/**
 * A writer's edit, end to end, in development: the editor at /admin saves into a working copy
 * (a temporary copy of the sources, through the server's local backend), the file changes by
 * that one line, and the site rebuilt from that copy shows it. The repository is never touched.
 */
test.describe.configure({ mode: 'serial', timeout: 300_000 });

const distDir = process.env.DIST_DIR ?? 'dist';
const germanHome = 'src/content/home/de.json';
const newHeading = 'Amazon-PPC, das sich selbst steuert – für';
const servers: ServerProcess[] = [];
// Made when the tests run, not when the file is read (the runner reads it in several processes).
let workingCopy: ReturnType<typeof scratchWorkingCopy>;
let database: ScratchDatabase;
/** A first start creates the embedded database: slow on a busy machine. */
const serverStartMs = 90_000;

test.beforeAll(async () => {
  workingCopy = scratchWorkingCopy();
  database = await scratchPglite();
});

test.afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await database.remove();
  workingCopy.remove();
});

test('a German heading edited at /admin is saved into the working copy and shown on /de after a rebuild', async ({
  page,
}) => {
  const editorServer = await startServerProcess(
    { ...database.serverEnv, DIST_DIR: distDir, CMS_LOCAL_DIR: workingCopy.dir },
    { timeoutMs: serverStartMs },
  );
  servers.push(editorServer);
  const before = readFileSync(join(workingCopy.dir, germanHome), 'utf8');

  await page.goto(`${editorServer.origin}/admin#/collections/home/entries/de`);
  await page.getByRole('button', { name: 'Login' }).click();
  const heading = page.getByLabel('Headline lead');
  // The first call sets up the working copy's backend: slow on a busy machine.
  await expect(heading).toHaveValue(/Amazon-PPC/, { timeout: 60_000 });
  await heading.fill(newHeading);
  // The preview is the site's own hero, with the site's stylesheet, showing the draft.
  const preview = page.frameLocator('#preview-pane');
  await expect(preview.locator('h1')).toContainText(newHeading);
  await expect(preview.locator('link[rel="stylesheet"][href^="/assets/"]').first()).toBeAttached();

  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByText('Publish now').click();
  await expect(page.getByText('Entry saved').first()).toBeVisible({ timeout: 20_000 });

  const after = readFileSync(join(workingCopy.dir, germanHome), 'utf8');
  const changed = after.split('\n').filter((line, index) => line !== before.split('\n')[index]);
  expect(changed).toEqual([`    "headlineLead": ${JSON.stringify(newHeading)},`]);
  expect(readFileSync(germanHome, 'utf8')).toBe(before);

  // The host's build, from the edited copy: the translation check passes and /de shows it.
  const rebuiltDist = join(workingCopy.dir, 'dist');
  await promisify(execFile)('npm', ['run', 'build:site'], {
    cwd: workingCopy.dir,
    env: { ...process.env, DIST_DIR: rebuiltDist },
    timeout: 240_000,
  });
  const siteServer = await startServerProcess(
    { ...database.serverEnv, DIST_DIR: rebuiltDist },
    { timeoutMs: serverStartMs },
  );
  servers.push(siteServer);
  await page.goto(`${siteServer.origin}/de`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(newHeading);
});

test('no public page, asset, sitemap or host file carries the editor', () => {
  const files = readdirSync(distDir, { recursive: true, withFileTypes: true })
    .filter(
      (entry) =>
        entry.isFile() && /\.(html|js|css|xml|txt|json)$|^_headers$|^_redirects$/.test(entry.name),
    )
    .map((entry) => join(entry.parentPath, entry.name));
  expect(files.length).toBeGreaterThan(50);
  const carrying = files.filter((file) => /decap|\/admin\b/i.test(readFileSync(file, 'utf8')));
  expect(carrying).toEqual([]);
});

test('a save the build would refuse is refused, with the build’s words', async ({ page }) => {
  const [editorServer] = servers;
  if (!editorServer) throw new Error('The editor’s server did not start.');
  const english = JSON.parse(readFileSync('src/content/home/en.json', 'utf8')) as {
    hero: { headlineLead: string };
  };
  const before = readFileSync(join(workingCopy.dir, germanHome), 'utf8');
  await page.goto(`${editorServer.origin}/admin#/collections/home/entries/de`);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByLabel('Headline lead').fill(english.hero.headlineLead);
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByText('Publish now').click();
  await expect(
    page.getByText(`${germanHome}: hero.headlineLead is still in English`).first(),
  ).toBeVisible();
  expect(readFileSync(join(workingCopy.dir, germanHome), 'utf8')).toBe(before);
});
