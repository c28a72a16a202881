import { expect, test, type Page } from '@playwright/test';
import {
  expectNoAxeViolations,
  cacheTheFont,
  renderWholePage,
  openHydrated,
  routeLabel,
  saveScreenshot,
  scrollAndSettle,
  viewports,
  layoutShiftBelowHeader,
  watchConsole,
  withoutTheFont,
} from './support';
import { notFoundRoute as notFoundRouteIn, routesIn } from '../test/siteRoutes';
import { englishPageContent } from '../test/englishPages';
import { siteCopy } from '../test/siteCopy';

const { hero } = siteCopy('en');
const routes = routesIn('en');
const notFoundRoute = notFoundRouteIn('en');
const pageContent = englishPageContent();

/** What the page shows: its heading and key texts where listed, else one h1 with some text. */
async function expectContent(page: Page, path: string) {
  const content = pageContent.get(path);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(page.locator('h1')).toHaveCount(1);
  if (!content) {
    await expect(heading).not.toBeEmpty();
    return;
  }
  await expect(heading).toHaveText(content.heading);
  for (const text of content.keyTexts) {
    await expect(page.getByText(text, { exact: false }).first(), text).toBeVisible();
  }
}

// One visit with scripts and one without, per route: each a full page load, so the checks of a
// route share them.
for (const route of routes) {
  test.describe(`route ${route.path}`, () => {
    test('answers 200 with its title and content, no console error or hydration warning, no axe violation, and all text in the one font', async ({
      page,
    }) => {
      const problems = watchConsole(page);
      const fontFiles: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'font') fontFiles.push(new URL(request.url()).pathname);
      });
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(route.meta.title);
      await expect(page.locator('main')).toHaveCount(1);
      await expectContent(page, route.path);
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page);

      await renderWholePage(page);
      await page.evaluate(() => document.fonts.ready);
      // The font is found through the page's own styles, with nothing preloaded ahead of the paint.
      await expect(page.locator('link[rel="preload"]')).toHaveCount(0);
      expect(fontFiles).toHaveLength(1);
      expect(fontFiles[0]).toMatch(/\/inter-site\.[\w-]+\.woff2$/);
      expect(problems).toEqual([]);
    });

    test('shows its content and head tags with JavaScript disabled', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(route.path);
      await expectContent(page, route.path);
      await expect(page.locator('footer')).toBeVisible();
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        route.meta.description,
      );
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`${route.path === '/' ? '/' : route.path}$`),
      );
      for (const property of ['og:title', 'og:description', 'og:type', 'og:url', 'og:image']) {
        await expect(page.locator(`meta[property="${property}"]`)).toHaveCount(1);
      }
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(jsonLd.length).toBeGreaterThan(0);
      for (const text of jsonLd) expect(() => JSON.parse(text)).not.toThrow();
      await context.close();
    });
  });
}

// Each page as it looked when its baseline was approved (e2e/__screenshots__/). After an
// intended change, look at the new pictures and approve them with `--update-snapshots`.
for (const route of [...routes, notFoundRoute]) {
  for (const [name, viewport] of Object.entries(viewports)) {
    test(`route ${route.path} looks as approved at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await cacheTheFont(page);
      await page.goto(route.path);
      await page.waitForLoadState('networkidle');
      await renderWholePage(page);
      await page.evaluate(() => document.fonts.ready);
      await expect(page).toHaveScreenshot(`${routeLabel(route.path)}-${name}.png`, {
        fullPage: true,
      });
    });
  }
}

test.describe('404 page', () => {
  test('answers unknown paths with status 404 and "Page Not Found"', async ({ page }) => {
    const problems = watchConsole(page);
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page.getByText('We have no page at /no-such-page.')).toBeVisible();
    await expectNoAxeViolations(page);
    expect(problems.filter((problem) => !problem.includes('404'))).toEqual([]);
    await saveScreenshot(page, 'not-found-desktop');
  });
});

test.describe('navigation', () => {
  test('goes from page to page with its own title, description and canonical', async ({ page }) => {
    await page.goto('/no-such-page');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Home' })
      .click();
    await expect(page).toHaveURL(/\/$/);
    const home = routes.find((route) => route.path === '/');
    await expect(page).toHaveTitle(home?.meta.title ?? '');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      home?.meta.description ?? '',
    );
  });

  test('marks the current page with aria-current', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  test('opens the Help Center in a new tab without opener', async ({ page }) => {
    await page.goto('/');
    const help = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /Help Center/ });
    await expect(help).toHaveAttribute('target', '_blank');
    await expect(help).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('the header trial button opens the trial dialog on /pricing', async ({ page }) => {
    await openHydrated(page, '/pricing');
    await page.getByRole('banner').getByRole('link', { name: 'Try 30-Days Free Trial' }).click();
    await expect(page.getByRole('dialog', { name: 'Start Your Free Trial' })).toBeVisible();
    await expect(page).toHaveURL(/\/pricing$/);
  });

  test('fetches a page as soon as the pointer or keyboard focus reaches its link', async ({
    page,
    baseURL,
  }) => {
    await openHydrated(page, '/');
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    const nav = page.getByRole('navigation', { name: 'Main' });
    // The pointer crosses the page before it reaches a link; prefetching starts meanwhile.
    await page.mouse.move(5, 300);
    await nav.getByRole('link', { name: 'Cases' }).hover();
    await expect.poll(() => requested).toContain(`${baseURL}/cases`);
    await nav.getByRole('link', { name: 'Affiliate' }).focus();
    await expect.poll(() => requested).toContain(`${baseURL}/affiliate`);
  });

  test('offers a skip link to the main content', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await skip.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: viewports.mobile });

  test('opens, closes on Escape returning focus, and closes on navigation', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(menu.getByRole('link', { name: 'Pricing' })).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'mobile-menu-open');

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Try 30-Days Free Trial' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(menu).toBeHidden();
  });
});

test.describe('floating trial link', () => {
  const floating = (page: Page) => page.getByTestId('floating-trial-link');

  test('appears under 768 px only after scrolling past 100 px', async ({ page }) => {
    await page.setViewportSize(viewports.mobile);
    await page.goto('/');
    await expect(floating(page)).toBeHidden();
    await scrollAndSettle(page, 90);
    await expect(floating(page)).toBeHidden();
    // Past the hero's own trial button, which the floating link steps aside for, to where no
    // text lies under it.
    const link = floating(page);
    for (let y = 1200; y < 6000 && !(await link.isVisible()); y += 100) {
      await scrollAndSettle(page, y);
    }
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', '/pricing');
    // Worded as every other trial button and link of the page.
    await expect(link).toHaveAccessibleName('Try 30-Days Free Trial');
  });

  test('never shows at 1280 px', async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
    await page.goto('/');
    await scrollAndSettle(page, 800);
    await expect(floating(page)).toBeHidden();
  });

  test('never shows on /pricing', async ({ page }) => {
    await page.setViewportSize(viewports.mobile);
    await page.goto('/pricing');
    await scrollAndSettle(page, 800);
    await expect(floating(page)).toBeHidden();
  });
});

test.describe('home hero', () => {
  const typed = (page: Page) => page.getByTestId('typing-text');
  const [first = '', second = ''] = hero.typingPhrases;

  test('types the next phrase at 80 ms a character after a 2000 ms pause', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-01-01T00:00:00Z') });
    await page.clock.pauseAt(new Date('2026-01-01T00:00:01Z'));
    // The headline's script is part of the page and has run once it has loaded.
    await page.goto('/');
    await expect(typed(page)).toHaveText(first);
    await page.clock.runFor(1900);
    await expect(typed(page)).toHaveText(first);
    await page.clock.runFor(100);
    await expect(typed(page)).toHaveText('');
    // Each character is its own render and timer, so the clock advances one character at a time.
    for (let characters = 1; characters <= second.length; characters += 1) {
      await page.clock.runFor(79);
      await expect(typed(page)).toHaveText(second.slice(0, characters - 1));
      await page.clock.runFor(1);
      await expect(typed(page)).toHaveText(second.slice(0, characters));
    }
  });

  test('has the full first phrase in the prerendered HTML', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain(`data-testid="typing-text">${first}`);
  });

  test('stays still under reduced motion, with the logo scroll stopped', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    await page.clock.runFor(5000);
    await expect(typed(page)).toHaveText(first);
    const animation = await page
      .locator('.marquee-track')
      .evaluate((element) => getComputedStyle(element).animationName);
    expect(animation).toBe('none');
  });

  test('pauses the headline and the logo scroll on request', async ({ page }) => {
    // The clock stands still until the click, so the first phrase is still whole when it comes.
    await page.clock.install({ time: new Date('2026-01-01T00:00:00Z') });
    await page.clock.pauseAt(new Date('2026-01-01T00:00:01Z'));
    await page.goto('/');
    await page.getByRole('button', { name: 'Pause headline animation' }).click();
    await page.clock.runFor(5000);
    await expect(typed(page)).toHaveText(first);
    await page.getByRole('button', { name: 'Pause logo scroll' }).click();
    const state = await page
      .locator('.marquee-track')
      .evaluate((element) => getComputedStyle(element).animationPlayState);
    expect(state).toBe('paused');
  });

  for (const viewport of [
    { width: 375, height: 812 },
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    test(`Watch Demo lands on the walkthrough at the first tap, scrolling smoothly (${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await openHydrated(page, '/');
      await page.getByRole('button', { name: 'Watch Demo' }).click();
      // Once the window has not moved for half a second, the smooth scroll has ended.
      await page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            let last = -1;
            let still = 0;
            const check = () => {
              still = window.scrollY === last ? still + 1 : 0;
              last = window.scrollY;
              if (still >= 30 && last > 0) resolve();
              else requestAnimationFrame(check);
            };
            requestAnimationFrame(check);
          }),
      );
      const target = page.locator('#how-it-works');
      const top = await target.evaluate((element) => element.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThanOrEqual(200);
      await expect(target).toBeFocused();
    });
  }

  test('Watch Demo moves to the walkthrough and focuses it', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHydrated(page, '/');
    await page.getByRole('button', { name: 'Watch Demo' }).click();
    const target = page.locator('#how-it-works');
    await expect(target).toBeFocused();
    await expect(target).toBeInViewport();
  });

  test('paints nothing until the whole first screen is read, so a half-read hero cannot shift', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto('/');
    const expected = page.locator('head link[rel="expect"][blocking="render"]');
    await expect(expected).toHaveCount(1);
    const target = page.locator((await expected.getAttribute('href')) ?? '#none');
    await expect(target).toHaveCount(1);
    // The awaited element follows the hero's picture, and starts inside the first screen.
    const pictureBottom = await page
      .getByRole('figure', { name: hero.pictureAlt })
      .evaluate((figure) => figure.getBoundingClientRect().bottom);
    const targetTop = await target.evaluate((element) => element.getBoundingClientRect().top);
    expect(targetTop).toBeGreaterThan(pictureBottom);
    expect(targetTop).toBeLessThan(720);
  });

  test('keeps the page still while the headline types (no layout shift)', async ({ page }) => {
    await withoutTheFont(page);
    await page.goto('/');
    // Through the pause, the erasing and the typing of the whole second phrase.
    await expect(typed(page)).toHaveText(second, { timeout: 15_000 });
    expect(await layoutShiftBelowHeader(page)).toBe(0);
  });

  test('offers the signup helpers on window.trialSignup', async ({ page }) => {
    await openHydrated(page, '/');
    await page.waitForFunction(() => window.trialSignup !== undefined);
    const helpers = await page.evaluate(() => Object.keys(window.trialSignup ?? {}).sort());
    expect(helpers).toEqual(
      expect.arrayContaining([
        'checkEmailExists',
        'createCheckoutSession',
        'createCustomer',
        'processSignup',
        'validateEmail',
      ]),
    );
    const invalid = await page.evaluate(() => window.trialSignup?.validateEmail('nope'));
    expect(invalid).toEqual({ valid: false, message: 'Invalid email format!' });
  });

  test('forces the light theme even when the system prefers dark', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(255, 255, 255)');
  });
});
