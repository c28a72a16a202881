import { defaultCurrencyOf } from '../shared/facts/currencies';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { e2eDataDir } from '../playwright.config';
import { readCopy, readEntries } from '../shared/copy/readCopy';
import { claims } from '../shared/facts/offer';
import { formatLongDay, formatUsdCompact } from '../shared/language/localeFormat';
import { signupCallPaths } from '../shared/contracts/signupApi';
import { testCheckoutText } from '../server/checkout/checkoutPage';
import { displayedPrice } from '../shared/facts/pricing';
import {
  defaultLocale,
  localeFacts,
  localisedPath,
  locales,
  type Locale,
} from '../shared/language/locales';
import { routes } from '../src/routes';
import { notFoundRoute, translationsOf } from '../test/siteRoutes';
import { siteCopy } from '../test/siteCopy';
import { wordsBrokenWithoutHyphen } from '../test/wordBreaks';
import {
  expectNoAxeViolations,
  openHydrated,
  viewports,
  watchConsole,
  layoutShiftBelowHeader,
  withoutTheFont,
} from './support';

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
      // Text hidden from screen readers is still read by the eye (the hero's product picture).
      if (element.closest('.sr-only, .marquee, pre')) continue;
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
    // A browser of the language: its pages in the language's own currency.
    test.use({ locale: localeFacts[locale].intl });
    test("answer 200 with their language, hreflang to every language, every amount written one way and every date the language's way, nothing overflowing and no word broken without a hyphen from 320 to 1280 px", async ({
      page,
    }) => {
      // Every page, four widths, every word measured: longer than one page's test.
      test.setTimeout(300_000);
      await page.setViewportSize(narrow);
      const { intl } = localeFacts[locale];
      const legalDates = new Map(
        readEntries('legal', defaultLocale).map(({ id, data }) => [`/${id}`, data.lastModified]),
      );
      let amounts = 0;
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

        const text = await shownText(page);
        expect(amountsNotInForm(text, locale), route.path).toEqual([]);
        amounts += [...text.matchAll(anyAmount)].length;
        // The claims' revenue figure is an amount of money too.
        if (route.basePath === '/') {
          await expect(page.getByRole('main')).toContainText(
            formatUsdCompact(claims.revenueProtected, intl),
          );
        }
        // The legal pages' last change, written as the page's language writes a date.
        const lastModified = legalDates.get(route.basePath);
        if (lastModified) {
          await expect(page.locator(`time[datetime="${lastModified}"]`)).toHaveText(
            formatLongDay(lastModified, intl),
          );
        }

        for (const width of widths) {
          await page.setViewportSize({ ...narrow, width });
          expect(await overflowing(page), `${route.path} at ${width} px`).toEqual([]);
          // Where the browser has no hyphenation (Chromium on Linux), a long word breaks only
          // at the soft hyphens the copy gives it.
          expect(await wordsBrokenWithoutHyphen(page), `${route.path} at ${width} px`).toEqual([]);
        }
        await page.setViewportSize(narrow);
      }
      expect(amounts).toBeGreaterThan(20);
    });

    test('answer an unknown address of their own with their 404 page and status 404, in words a visitor reads', async ({
      page,
    }) => {
      const prefix = locale === defaultLocale ? '' : `/${locale}`;
      const response = await page.goto(`${prefix}/no-such-page`);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      const notFound = readCopy('notFound', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound.heading);
      await expect(page).toHaveTitle(notFoundRoute(locale).meta.title);
      // What happened, naming the address, and where to go: no request line, status or route.
      await expect(page.getByRole('main')).toContainText(
        notFound.whatHappenedAt.replace('{path}', `${prefix}/no-such-page`),
      );
      const shown = await page.getByRole('main').innerText();
      expect(shown).not.toMatch(/\bGET\b|→|\b404\b|\broute\b/i);
      await expect(page.getByRole('main').locator('pre, code')).toHaveCount(0);
      for (const link of notFound.links) {
        await expect(page.getByRole('main').getByRole('link', { name: link.label })).toBeVisible();
      }
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

/** A visitor whose browser asks for German first. */
async function germanBrowser(browser: Browser, viewport?: { width: number; height: number }) {
  const context = await browser.newContext({
    locale: 'de-DE',
    extraHTTPHeaders: { 'Accept-Language': 'de-DE,de;q=0.9' },
    ...(viewport ? { viewport } : {}),
  });
  return { context, page: await context.newPage() };
}

test('a browser that asks for German gets the English page it asked for, with a hint in its flow', async ({
  browser,
}) => {
  const { context, page } = await germanBrowser(browser);
  await withoutTheFont(page);
  const response = await page.goto('/pricing');
  expect(response?.status()).toBe(200);
  expect(response?.request().redirectedFrom()).toBeNull();
  expect(response?.headers().vary).toContain('Accept-Language');
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const { text, link, dismiss } = readCopy('navigation', 'de').languageSuggestion;
  const hint = page.getByTestId('language-suggestion');
  await expect(hint).toContainText(text);
  await expect(hint).toHaveAttribute('lang', 'de');
  await expect(hint.getByRole('link', { name: link })).toHaveAttribute('href', '/de/pricing');
  // It came with the page, under the header: nothing moved to make room for it.
  expect(await layoutShiftBelowHeader(page)).toBe(0);
  await hint.getByRole('button', { name: dismiss }).click();
  await expect(hint).toHaveCount(0);
  await expect(page.locator('main')).toBeFocused();
  // Moving on within the site, the visitor is not asked again.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Cases', exact: true }).click();
  await expect(page).toHaveURL(/\/cases$/);
  await expect(page.getByTestId('language-suggestion')).toHaveCount(0);
  // The German page itself suggests nothing to a German browser.
  await page.goto('/de/pricing');
  await expect(page.locator('main')).toBeVisible();
  await expect(page.getByTestId('language-suggestion')).toHaveCount(0);
  await context.close();
});

for (const locale of locales) {
  const asked = locales[(locales.indexOf(locale) + 1) % locales.length] ?? 'en';
  test(`the ${locale} case page's hint of ${asked} covers nothing and moves nothing at 320, 375 and 1280 px`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      locale: asked,
      extraHTTPHeaders: { 'Accept-Language': `${asked};q=0.9, ${locale};q=0.5` },
    });
    const page = await context.newPage();
    await withoutTheFont(page);
    for (const width of [320, 375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(localisedPath(locale, '/case/handcraft-blends'));
      const hint = page.getByTestId('language-suggestion');
      await expect(hint).toHaveAttribute('lang', asked);
      expect(await layoutShiftBelowHeader(page), `layout shift at ${width} px`).toBe(0);
      // Every box of the page's content lies below the hint, none beneath it.
      const overlapping = await page.evaluate(() => {
        const bottom =
          document.querySelector('[data-language-hint]')?.getBoundingClientRect().bottom ?? 0;
        return [...document.querySelectorAll('main *')]
          .filter((element) => {
            const box = element.getBoundingClientRect();
            return box.width > 0 && box.height > 0 && box.top < bottom;
          })
          .map((element) => element.outerHTML.slice(0, 80));
      });
      expect(overlapping, `at ${width} px`).toEqual([]);
      // Right after the header in the keyboard's order.
      await page.keyboard.press('Tab');
      let inHint = false;
      for (let press = 0; press < 30 && !inHint; press += 1) {
        await page.keyboard.press('Tab');
        inHint = await page.evaluate(
          () => document.activeElement?.closest('[data-language-hint]') !== null,
        );
        const inMain = await page.evaluate(() => document.activeElement?.closest('main') !== null);
        expect(inMain, 'the keyboard reaches the hint before the page').toBe(false);
      }
      expect(inHint).toBe(true);
    }
    await context.close();
  });
}

/**
 * Every amount of money a language's pages, checkout and e-mail show (US dollars for ad spend
 * and the claims, the language's currency for prices), in the one form that language writes them: its currency sign on the side it goes, thousands always grouped the same
 * way, cents and a short form ("Mio.") where there are any.
 */
const amountForms: Record<Locale, RegExp> = {
  en: /^\$\d{1,3}(,\d{3})*(\.\d{2})?(M|\+)?$/,
  de: /^\d{1,3}(\.\d{3})*(,\d{2})?([\s\u00a0]Mio\.)?[\s\u00a0](\$\+?|€)$/,
  fr: /^\d{1,3}([\s\u00a0]\d{3})*(,\d{2})?([\s\u00a0]M)?[\s\u00a0](\$US\+?|€)$/,
  it: /^\d{1,3}(\.\d{3})*(,\d{2})?([\s\u00a0]Mln)?[\s\u00a0](USD\+?|€)$/,
  es: /^\d{1,3}(\.\d{3})*(,\d{2})?([\s\u00a0]M)?[\s\u00a0](US\$\+?|€)$/,
};

/** Anything in a text that reads as money: a number with a dollar or euro sign or code on either side. */
const anyAmount =
  /(?:US\$|\$US|USD|\$|€)\s?\d(?:[\d.,]*\d)?(?:[\s\u00a0]\d{3})*(?:M|\+)?|\d(?:[\d.,]*\d)?(?:[\s\u00a0]\d{3})*(?:[\s\u00a0](?:Mio\.|Mln|M))?[\s\u00a0]?(?:US\$|\$US|USD|\$|€)\+?/g;

/** The amounts a text shows that are not in the language's one form. */
function amountsNotInForm(text: string, locale: Locale): string[] {
  return [...text.matchAll(anyAmount)]
    .map((match) => match[0].trim())
    .filter((amount) => !amountForms[locale].test(amount));
}

/**
 * The text a page shows in its own language, scripts and styles left out: a part marked in
 * another language (the language switcher's names) is written that language's way.
 */
const shownText = (page: Page) =>
  page.evaluate(() => {
    const language = document.documentElement.lang;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const parts: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript')) continue;
      if (parent.closest('[lang]')?.getAttribute('lang') !== language) continue;
      parts.push(node.textContent ?? '');
    }
    return parts.join(' ');
  });

/** The monthly price as each language's page shows it by default: dollars in English, else euros. */
const priceForms: Record<Locale, RegExp> = {
  en: /^\$49$/,
  de: /^49\s€$/,
  fr: /^49\s€$/,
  it: /^49\s€$/,
  es: /^49\s€$/,
};

for (const locale of locales) {
  test.describe(() => {
    test.use({ locale: localeFacts[locale].intl });
    test(`/${locale === defaultLocale ? '' : `${locale}/`}pricing shows its prices in its language's currency, the way the language writes it`, async ({
      page,
    }) => {
      const prefix = locale === defaultLocale ? '' : `/${locale}`;
      await openHydrated(page, `${prefix}/pricing`);
      const currency = defaultCurrencyOf[locale];
      const { formatPrice } = siteCopy(locale);
      const amount = formatPrice(displayedPrice(currency).monthly);
      expect(amount).toMatch(priceForms[locale]);
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
      expect(offer?.offers?.map((entry) => entry.priceCurrency)).toEqual([currency, currency]);
    });
  });
}

/** How many lines an element's own text takes on screen. */
const textLines = (locator: Locator) =>
  locator.evaluate((element) => {
    const tops: number[] = [];
    const range = document.createRange();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      range.selectNodeContents(node);
      for (const box of range.getClientRects()) {
        if (box.width === 0) continue;
        if (!tops.some((top) => Math.abs(top - box.top) < box.height / 2)) tops.push(box.top);
      }
    }
    return tops.length;
  });

for (const locale of locales) {
  test(`/${locale === defaultLocale ? '' : `${locale}/`}pricing fits a 320 × 568 phone: steps, price, toggle, premium button, and the dialog's message in view`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 568 });
    await openHydrated(page, localisedPath(locale, '/pricing'));
    // Each level step's amount has room inside its button.
    const cramped = await page
      .getByRole('group')
      .locator('button')
      .evaluateAll((buttons) =>
        buttons
          .filter((button) => {
            const range = document.createRange();
            range.selectNodeContents(button);
            return range.getBoundingClientRect().width > button.clientWidth - 8;
          })
          .map((button) => button.textContent),
      );
    expect(cramped).toEqual([]);
    // The price and its period share a line; each billing choice is one pill of one or two rows.
    const summary = page.getByTestId('price-summary');
    const [amount, per] = await summary.evaluate((element) => {
      const price = element.querySelector('.text-2xl');
      const box = (node: Element | null | undefined) => node?.getBoundingClientRect().bottom ?? 0;
      return [box(price), box(price?.parentElement)];
    });
    expect(Math.abs(amount - per)).toBeLessThan(8);
    for (const label of await page.locator('fieldset label').all()) {
      expect((await label.boundingBox())?.height ?? 0).toBeLessThanOrEqual(60);
    }
    // The premium button's label reads in at most two lines ("Gespräch zum Premium- |
    // Management buchen").
    const premium = page.locator('#premium-heading').locator('..').locator('..');
    const link = premium.getByRole('link');
    expect(await textLines(link)).toBeLessThanOrEqual(2);

    // A mistyped address: the message shows in the dialog's visible part, announced.
    const { pricingCard, trialDialogText, signupMessages } = siteCopy(locale);
    await page.getByRole('article').getByRole('button', { name: pricingCard.ctaLabel }).click();
    const dialog = page.getByRole('dialog', { name: trialDialogText.title });
    await dialog.getByLabel(trialDialogText.emailLabel).fill('seller@shop');
    await dialog.getByRole('button', { name: trialDialogText.submit }).click();
    const message = dialog.getByRole('status').first();
    await expect(message).toHaveText(signupMessages.invalidEmail);
    await expect(message).toBeInViewport({ ratio: 1 });
  });
}

test('the German premium button sits under its words at 1280 px, never squeezing them', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/de/pricing');
  const body = page.locator('#premium-heading + p');
  const box = page.locator('#premium-heading').locator('..').locator('..');
  const [bodyWidth, boxWidth] = await Promise.all([
    body.evaluate((element) => element.getBoundingClientRect().width),
    box.evaluate((element) => element.clientWidth),
  ]);
  expect(bodyWidth).toBeGreaterThan(boxWidth * 0.7);
});

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

test.describe(() => {
  test.use({ locale: 'de-DE' });
  test('a whole trial in German: the dialog, the API, the checkout, /de/confirmation and a German welcome e-mail, in euros', async ({
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
      /^\/de\/pricing\?billing=monthly&level=3&currency=EUR$/,
    );
    await expect(page.getByRole('main')).toContainText('49 €');
    expect(amountsNotInForm(await shownText(page), 'de')).toEqual([]);
    // The plan line stays one line at 320 px: name and trial side by side, left-aligned beneath.
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await textLines(page.locator('dd').first())).toBeLessThanOrEqual(2);
    await page.setViewportSize({ width: 1280, height: 720 });
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
    expect(message?.text).toMatch(/49\s€/);
    expect(amountsNotInForm(message?.text ?? '', 'de')).toEqual([]);
    expect(message?.html).toContain('lang="de"');
    expect(problems).toEqual([]);
  });
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
