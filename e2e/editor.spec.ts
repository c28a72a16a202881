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
/** The first FAQ entry, whose languages share one entry in the editor. */
const firstFaq = (readdirSync('src/content/faq/en')[0] ?? '').replace(/\.yaml$/, '');
const newHeading = 'Amazon-PPC, das sich selbst steuert – für';
const servers: ServerProcess[] = [];
// Made when the tests run, not when the file is read (the runner reads it in several processes).
let workingCopy: ReturnType<typeof scratchWorkingCopy>;
let database: ScratchDatabase;
/** A first start creates the embedded database: slow on a busy machine. */
const serverStartMs = 90_000;

/** The development server whose editor saves into the working copy. */
let editorServer: ServerProcess;

test.beforeAll(async () => {
  workingCopy = scratchWorkingCopy();
  database = await scratchPglite();
  editorServer = await startServerProcess(
    { ...database.serverEnv, DIST_DIR: distDir, CMS_LOCAL_DIR: workingCopy.dir },
    { timeoutMs: serverStartMs },
  );
  servers.push(editorServer);
});

test.afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await database.remove();
  workingCopy.remove();
});

test('a German heading edited at /admin is saved into the working copy and shown on /de after a rebuild', async ({
  page,
}) => {
  const before = readFileSync(join(workingCopy.dir, germanHome), 'utf8');

  await page.goto(`${editorServer.origin}/admin#/collections/home/entries/de`);
  await page.getByRole('button', { name: 'Login' }).click();
  const heading = page.getByLabel('Headline, first part');
  // The first call sets up the working copy's backend: slow on a busy machine.
  await expect(heading).toHaveValue(/Amazon-PPC/, { timeout: 60_000 });
  await heading.fill(newHeading);
  // The preview is the site's own hero, with the site's stylesheet, showing the draft.
  const preview = page.frameLocator('#preview-pane');
  await expect(preview.locator('h1')).toContainText(newHeading);
  await expect(preview.locator('link[rel="stylesheet"][href="/admin/site.css"]')).toBeAttached();
  await expect(preview.getByText('Preview: Deutsch')).toBeVisible();

  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByText('Publish now').click();
  await expect(page.getByText('Entry saved').first()).toBeVisible({ timeout: 20_000 });
  // The local site serves its build: the editor says what shows the change there.
  await expect(page.getByRole('status').filter({ hasText: 'npm run build' })).toContainText(
    `Saved to ${germanHome}`,
  );

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

test('a save the build would refuse is refused, naming the language and the field', async ({
  page,
}) => {
  const english = JSON.parse(readFileSync('src/content/home/en.json', 'utf8')) as {
    hero: { headlineLead: string };
  };
  const before = readFileSync(join(workingCopy.dir, germanHome), 'utf8');
  await page.goto(`${editorServer.origin}/admin#/collections/home/entries/de`);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByLabel('Headline, first part').fill(english.hero.headlineLead);
  const problem = 'Deutsch · Top of the page › Headline, first part: is still in English';
  // Listed in red above the preview as soon as it is typed, and until it is fixed.
  await expect(page.frameLocator('#preview-pane').getByText(problem)).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByText('Publish now').click();
  await expect(page.getByText(problem).first()).toBeVisible();
  expect(readFileSync(join(workingCopy.dir, germanHome), 'utf8')).toBe(before);
});

test('an over-long heading is refused in plain words, its field marked and in view', async ({
  page,
}) => {
  const before = readFileSync(join(workingCopy.dir, germanHome), 'utf8');
  await page.goto(`${editorServer.origin}/admin#/collections/home/entries/de`);
  await page.getByRole('button', { name: 'Login' }).click();
  const heading = page.getByLabel('Headline, first part');
  await expect(heading).toHaveValue(/\S/, { timeout: 60_000 });
  await expect(page.getByText(/^\d+ of 60 characters$/).first()).toBeVisible();
  await heading.fill('Wort '.repeat(61));
  const words = 'At most 60 characters; this has 304. Say it shorter.';
  // Said as the writer types, under the field.
  await expect(page.getByText(words, { exact: true }).first()).toBeVisible();
  await page.mouse.wheel(0, 3000);
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByText('Publish now').click();
  await expect(heading).toHaveAttribute('aria-invalid', 'true');
  await expect(heading).toBeInViewport();
  // Under the field as it was typed, and in Decap's own mark of the field.
  await expect(page.getByText(words, { exact: true })).toHaveCount(2);
  await expect(page.getByText('Entry saved')).toHaveCount(0);
  expect(readFileSync(join(workingCopy.dir, germanHome), 'utf8')).toBe(before);
  // Fixed, the mark goes.
  await heading.fill('Kurz und gut – für');
  await expect(heading).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(words, { exact: true })).toHaveCount(0);
});

test('the preview shows the language being edited, also where the languages share an entry', async ({
  page,
}) => {
  await page.goto(`${editorServer.origin}/admin#/collections/faq/entries/${firstFaq}`);
  await page.getByRole('button', { name: 'Login' }).click();
  // The languages open side by side, English on the left, German on the right.
  await expect(page.getByRole('button', { name: 'Writing in DE' })).toBeVisible({
    timeout: 60_000,
  });
  await page.getByTitle('Toggle preview').click();
  const preview = page.frameLocator('#preview-pane');
  await expect(preview.getByText('Preview: English')).toBeVisible();
  await expect(page.getByText('2 answer paragraphs')).toBeVisible();
  // Back to German beside English, and a German question written.
  await page.getByTitle('Toggle i18n').click();
  const germanQuestion = page.getByLabel('Question').nth(1);
  await germanQuestion.fill('Wie lange dauert die kostenlose Testphase genau?');
  await page.getByTitle('Toggle preview').click();
  await expect(preview.getByText('Preview: Deutsch')).toBeVisible();
  await expect(preview.getByText('Wie lange dauert die kostenlose Testphase genau?')).toBeVisible();
});
