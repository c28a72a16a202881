import { expect, test, type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { e2eDataDir } from '../playwright.config';
import { readCopy } from '../shared/copy/readCopy';
import { signupCallPaths } from '../shared/contracts/signupApi';
import { testCheckoutText } from '../server/checkout/checkoutPage';
import { displayedPrice } from '../shared/facts/pricing';
import { defaultLocale, localeFacts, locales, type Locale } from '../shared/language/locales';
import { notFoundRoute, routes, translationsOf } from '../src/routes';
import { siteCopy } from '../test/siteCopy';
import { expectNoAxeViolations, openHydrated, viewports, watchConsole } from './support';

/*
 * The site in its five languages, as visitors and crawlers get it: every page in every language,
 * its head, the switcher, the suggestion that never redirects, prices that read as US dollars,
 * and a whole trial in German down to the welcome e-mail.
 */

const narrow = { width: 320, height: 700 };
/** Nothing may overflow at any of these widths. */
const widths = [320, 375, 768, 1280];

/** Anything wider than the window, or text cut by its own box, at the current viewport. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth) {
      problems.push(`page ${document.documentElement.scrollWidth}px wide`);
    }
    for (const element of document.querySelectorAll<HTMLElement>('main *, header *, footer *')) {
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      if (element.closest('.sr-only, [aria-hidden="true"], .marquee, pre')) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= 0) continue;
      const clips = style.overflowX === 'hidden' || style.overflowX === 'clip';
      const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll';
      const ownText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      );
      if (
        ownText &&
        !scrolls &&
        style.display !== 'inline' &&
        element.scrollWidth > element.clientWidth + 1
      ) {
        problems.push(
          `${element.tagName.toLowerCase()} "${element.textContent?.slice(0, 40)}" spills out of its box`,
        );
        continue;
      }
      if (box.right > window.innerWidth + 1 && !element.closest('[class*="overflow"]')) {
        problems.push(
          `${element.tagName.toLowerCase()} "${element.textContent?.slice(0, 40)}" ends at ${Math.round(box.right)}px`,
        );
      } else if (
        clips &&
        element.scrollWidth > element.clientWidth + 1 &&
        element.children.length === 0
      ) {
        problems.push(
          `${element.tagName.toLowerCase()} "${element.textContent?.slice(0, 40)}" is clipped`,
        );
      }
    }
    return problems;
  });
}

for (const locale of locales) {
  test.describe(`the ${localeFacts[locale].name} pages`, () => {
    test('answer 200 with their language, hreflang to every language and nothing overflowing from 320 to 1280 px', async ({
      page,
    }) => {
      await page.setViewportSize(narrow);
      for (const route of routes.filter((entry) => entry.locale === locale)) {
        const response = await page.goto(route.path);
        expect(response?.status(), route.path).toBe(200);
        await expect(page.locator('html'), route.path).toHaveAttribute('lang', locale);
        await expect(page, route.path).toHaveTitle(route.meta.title);
        const alternates = await page
          .locator('link[rel="alternate"][hreflang]')
          .evaluateAll((links) =>
            links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
          );
        // Absolute, on the site's public address (the canonical link's).
        const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
        const site = new URL(canonical ?? '').origin;
        expect(canonical, route.path).toBe(new URL(route.path, site).href);
        const expected = [
          ...translationsOf(route.basePath).map((other) => [
            other.locale,
            new URL(other.path, site).href,
          ]),
          ['x-default', new URL(route.basePath, site).href],
        ];
        expect(alternates.sort(), route.path).toEqual(expected.sort());
        await expect(page.locator('meta[property="og:locale"]'), route.path).toHaveAttribute(
          'content',
          localeFacts[locale].og,
        );
        for (const width of widths) {
          await page.setViewportSize({ ...narrow, width });
          expect(await overflowing(page), `${route.path} at ${width} px`).toEqual([]);
        }
        await page.setViewportSize(narrow);
      }
    });

    test('answer an unknown address of their own with their 404 page and status 404', async ({
      page,
    }) => {
      const prefix = locale === defaultLocale ? '' : `/${locale}`;
      const response = await page.goto(`${prefix}/no-such-page`);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        readCopy('notFound', locale).heading,
      );
      await expect(page).toHaveTitle(notFoundRoute(locale).meta.title);
    });
  });
}

test('the language switcher links each page to itself in every language, without a script', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/fr/case/handcraft-blends');
  const { languageLabel } = readCopy('navigation', 'fr');
  const footer = page.getByRole('contentinfo').getByRole('navigation', { name: languageLabel });
  for (const locale of locales) {
    const link = footer.getByRole('link', { name: localeFacts[locale].name });
    const path =
      locale === defaultLocale ? '/case/handcraft-blends' : `/${locale}/case/handcraft-blends`;
    await expect(link).toHaveAttribute('href', path);
    await expect(link).toHaveAttribute('hreflang', locale);
  }
  // The header's switcher opens with the keyboard alone.
  await page.getByRole('banner').locator('summary').focus();
  await page.keyboard.press('Enter');
  await page.getByRole('banner').getByRole('link', { name: localeFacts.de.name }).click();
  await expect(page).toHaveURL(/\/de\/case\/handcraft-blends$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await context.close();
});

test('a browser that asks for German gets the English page it asked for, with a suggestion', async ({
  browser,
}) => {
  const context = await browser.newContext({
    locale: 'de-DE',
    extraHTTPHeaders: { 'Accept-Language': 'de-DE,de;q=0.9' },
  });
  const page = await context.newPage();
  const response = await page.goto('/pricing');
  expect(response?.status()).toBe(200);
  expect(response?.request().redirectedFrom()).toBeNull();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const { text, link, dismiss } = readCopy('navigation', 'de').languageSuggestion;
  const suggestion = page.getByTestId('language-suggestion');
  await expect(suggestion).toContainText(text);
  await expect(suggestion.getByRole('link', { name: link })).toHaveAttribute('href', '/de/pricing');
  // Shown over the page: nothing moved to make room for it.
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
            total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
  expect(shift).toBe(0);
  await suggestion.getByRole('button', { name: dismiss }).click();
  await expect(suggestion).toHaveCount(0);
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('language-suggestion')).toHaveCount(0);
  // The German page itself suggests nothing to a German browser.
  await context.clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/de/pricing');
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('language-suggestion')).toHaveCount(0);
  await context.close();
});

/** The monthly price as each language's page shows it: always unmistakably US dollars. */
const dollarForms: Record<Locale, RegExp> = {
  en: /^\$49$/,
  de: /^49\s\$$/,
  fr: /^49\s\$US$/,
  it: /^49\sUSD$/,
  es: /^49\sUS\$$/,
};

for (const locale of locales) {
  test(`/${locale === defaultLocale ? '' : `${locale}/`}pricing shows its prices as US dollars the way its language writes them`, async ({
    page,
  }) => {
    const prefix = locale === defaultLocale ? '' : `/${locale}`;
    await openHydrated(page, `${prefix}/pricing`);
    const { formatPrice } = siteCopy(locale);
    const amount = formatPrice(displayedPrice.monthly);
    expect(amount).toMatch(dollarForms[locale]);
    await expect(page.getByRole('article')).toContainText(amount);
    const offer = await page.evaluate(() =>
      [...document.querySelectorAll('script[type="application/ld+json"]')]
        .map(
          (script) =>
            JSON.parse(script.textContent ?? '{}') as {
              '@type'?: string;
              offers?: { priceCurrency: string }[];
            },
        )
        .find((data) => data['@type'] === 'Product'),
    );
    expect(offer?.offers?.map((entry) => entry.priceCurrency)).toEqual(['USD', 'USD']);
  });
}

for (const locale of ['de', 'fr'] as const) {
  test(`/${locale}/pricing has no axe violations at 375 px, dialog open`, async ({ page }) => {
    await page.setViewportSize(viewports.mobile);
    await openHydrated(page, `/${locale}/pricing`);
    await expectNoAxeViolations(page);
    const { pricingCard, trialDialogText } = siteCopy(locale);
    await page.getByRole('article').getByRole('button', { name: pricingCard.ctaLabel }).click();
    await expect(page.getByRole('dialog', { name: trialDialogText.title })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

const mailbox = join(e2eDataDir, 'mailbox');

async function welcomeEmailTo(email: string) {
  let files: string[] = [];
  try {
    files = readdirSync(mailbox).filter((name) => name.endsWith('.eml'));
  } catch {
    return undefined;
  }
  for (const name of files) {
    const source = readFileSync(join(mailbox, name));
    if (!source.includes(email)) continue;
    return simpleParser(source);
  }
  return undefined;
}

test('a whole trial in German: the dialog, the API, the checkout, /de/confirmation and a German welcome e-mail', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const email = `kundin-${Date.now()}@example.de`;
  const { trialDialogText, pricingCard, signupMessages } = siteCopy('de');
  await openHydrated(page, '/de/pricing');
  await page.getByRole('article').getByRole('button', { name: pricingCard.ctaLabel }).click();
  const dialog = page.getByRole('dialog', { name: trialDialogText.title });

  // A mistyped address: the dialog's own German message.
  await dialog.getByLabel(trialDialogText.emailLabel).fill('kundin@example');
  await dialog.getByRole('button', { name: trialDialogText.submit }).click();
  await expect(dialog.getByRole('status')).toHaveText(signupMessages.invalidEmail);

  await dialog.getByLabel(trialDialogText.emailLabel).fill(email);
  await dialog.getByRole('button', { name: trialDialogText.submit }).click();
  await page.waitForURL(/\/checkout\/test\/cs_local_/);
  const checkoutText = testCheckoutText('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(checkoutText.heading);
  await expect(page.getByRole('link', { name: checkoutText.cancel })).toHaveAttribute(
    'href',
    /^\/de\/pricing\?billing=monthly&level=3$/,
  );
  await page.getByRole('button', { name: checkoutText.complete }).click();
  await page.waitForURL(/\/de\/confirmation\?session_id=cs_local_/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    readCopy('confirmation', 'de').heading,
  );

  await expect
    .poll(async () => (await welcomeEmailTo(email))?.subject ?? '', { timeout: 15_000 })
    .toContain('Willkommen bei');
  const message = await welcomeEmailTo(email);
  expect(message?.text).toContain('Testphase');
  expect(message?.html).toContain('lang="de"');
  expect(problems).toEqual([]);
});

test('the API answers in the language the page asks for', async ({ request }) => {
  for (const locale of locales) {
    const answer = await request.get(`${signupCallPaths.exists}?email=nobody`, {
      headers: { 'Accept-Language': locale },
    });
    expect(answer.status()).toBe(400);
    expect(await answer.json()).toEqual({
      errors: [{ message: readCopy('signupMessages', locale).invalidEmail }],
    });
  }
});
