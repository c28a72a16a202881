import { expect, test, type Page } from '@playwright/test';
import { readCopy, readCopyValues, readFilledCopy } from '../shared/copy/readCopy';
import { site } from '../shared/facts/brand';
import { isChatConfigured } from '../src/integrations/vendorSettings';
import { routesIn } from '../test/siteRoutes';
import {
  formatCaseDate as formatCaseDateIn,
  formatChange as formatChangeIn,
} from '../src/sections/case-study/caseStudy';
import { legalDocument } from '../test/englishPages';
import { caseStudies as caseStudiesIn, siteCopy } from '../test/siteCopy';
import { renderWholePage, sitemapPaths, viewports, waitForIslands, watchConsole } from './support';

// The English pages, in detail; every language's pages are checked in languages.spec.ts.
const affiliate = readFilledCopy('affiliate', 'en');
const caseStudies = caseStudiesIn('en');
const casesNewestFirst = caseStudies;
const { list: casesPage, page: caseStudyText } = readFilledCopy('casePages', 'en');
const { closingCta } = siteCopy('en');
const { marketplaces } = readCopy('home', 'en');
const legalPageText = readCopy('legalLabels', 'en');
const formatCaseDate = (date: string) => formatCaseDateIn(date, 'en');
const formatChange = (change: number) => formatChangeIn(change, 'en');
const routes = routesIn('en');

const confirmation = readFilledCopy('confirmation', 'en');

const privacyPolicy = legalDocument('privacy-policy');
const termsOfService = legalDocument('terms-of-service');

// Each page's heading and key texts, with and without JavaScript, are checked in site.spec.ts.
async function openSettled(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForLoadState('networkidle');
  return response;
}

test('the affiliate page states the 30% lifetime recurring commission and opens the portal in a new tab without an opener', async ({
  page,
}) => {
  await page.goto('/affiliate');
  await expect(page.locator('main')).toContainText(
    `${readCopyValues('en').commissionRate} ${affiliate.commissionKind}`,
  );
  await expect(
    page.getByRole('heading', { level: 2, name: affiliate.closing.heading }),
  ).toBeVisible();
  const applyLinks = page.locator(`a[href="${site.affiliatePortalUrl}"]`);
  await expect(applyLinks).toHaveCount(2);
  for (const link of await applyLinks.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    const rel = (await link.getAttribute('rel')) ?? '';
    expect(rel.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
  }
  await expect(page.getByRole('link', { name: affiliate.closing.applyLabel })).toBeVisible();
  await expect(page.getByRole('link', { name: affiliate.hero.applyLabel })).toBeVisible();
});

test('the case list shows the cases newest first, with type and date, and opens a case from its card', async ({
  page,
}) => {
  await openSettled(page, '/cases');
  const cards = page.locator('main li');
  await expect(cards).toHaveCount(casesNewestFirst.length);
  for (const [index, caseStudy] of casesNewestFirst.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(caseStudy.title);
    await expect(card.getByText(casesPage.typeLabel, { exact: true })).toBeVisible();
    await expect(card.locator(`time[datetime="${caseStudy.date}"]`)).toHaveText(
      formatCaseDate(caseStudy.date),
    );
    await expect(card.getByRole('link')).toHaveAttribute('href', caseStudy.link);
    const cover = card.locator('img');
    await expect(cover).toHaveAttribute('width', String(caseStudy.image.width));
    await expect(cover).toHaveAttribute('height', String(caseStudy.image.height));
    expect(await cover.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
      0,
    );
  }
  const [first] = casesNewestFirst;
  if (!first) throw new Error('No case studies');
  await page.getByRole('link', { name: first.title }).click();
  await expect(page).toHaveURL(new RegExp(`${first.link}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
});

for (const caseStudy of caseStudies) {
  test(`case page ${caseStudy.link}: an Article with every published metric, its date, the chart with its table, the other cases, the trial, and the way back`, async ({
    page,
  }) => {
    await page.goto(caseStudy.link);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((data) => data['@type'] === 'Article');
    expect(jsonLd).toMatchObject({
      headline: caseStudy.title,
      datePublished: caseStudy.date,
      author: { '@type': 'Organization', name: site.brandName },
      publisher: { '@type': 'Organization', name: site.brandName },
    });
    expect(String(jsonLd?.image)).toMatch(new RegExp(`${caseStudy.image.src}$`));

    const results = page.getByRole('region', { name: caseStudyText.resultsHeading });
    for (const metric of caseStudy.metrics) {
      await expect(results.getByText(`${metric.value} ${metric.label}`)).toBeVisible();
    }
    await expect(page.locator(`article time[datetime="${caseStudy.date}"]`)).toHaveText(
      formatCaseDate(caseStudy.date),
    );
    const table = page.getByRole('table', { name: caseStudyText.chart.title });
    for (const change of caseStudy.chart) {
      const row = table.getByRole('row', { name: new RegExp(`^${change.label}\\b`) });
      await expect(row).toContainText(String(100 + change.changePercent));
      await expect(row).toContainText(formatChange(change.changePercent));
    }

    const sidebar = page.getByRole('complementary', { name: caseStudyText.otherCasesHeading });
    const others = caseStudies.filter((other) => other.id !== caseStudy.id);
    await expect(sidebar.getByRole('link')).toHaveCount(others.length);
    for (const other of others) {
      await expect(sidebar.getByRole('link', { name: other.title })).toHaveAttribute(
        'href',
        other.link,
      );
    }
    await expect(sidebar.locator(`a[href="${caseStudy.link}"]`)).toHaveCount(0);

    await expect(
      page.getByRole('region', { name: closingCta.heading }).getByRole('link'),
    ).toHaveAttribute('href', '/pricing');
    await page.getByRole('link', { name: caseStudyText.backLink }).click();
    await expect(page).toHaveURL(/\/cases$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(casesPage.heading);
  });
}

const legalPages = [
  { path: '/privacy-policy', legalDocument: privacyPolicy },
  { path: '/terms-of-service', legalDocument: termsOfService },
];

for (const { path, legalDocument } of legalPages) {
  test(`legal page ${path} keeps lines to a readable length on a wide screen and links every section from its table of contents`, async ({
    page,
  }) => {
    await page.setViewportSize(viewports.desktop);
    await openSettled(page, path);
    // Characters per line of every paragraph of three lines or more, its last line left out.
    const charactersPerLine = await page
      .locator('article .legal-text p')
      .evaluateAll((paragraphs) =>
        paragraphs.flatMap((paragraph) => {
          const lines = new Map<number, number>();
          const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = node.textContent ?? '';
            for (let index = 0; index < text.length; index += 1) {
              const range = document.createRange();
              range.setStart(node, index);
              range.setEnd(node, index + 1);
              const top = range.getClientRects()[0]?.top;
              if (top === undefined) continue;
              const line = Math.round(top / 8);
              lines.set(line, (lines.get(line) ?? 0) + 1);
            }
          }
          const counts = [...lines.entries()].sort(([a], [b]) => a - b).map(([, count]) => count);
          return counts.length >= 3 ? counts.slice(0, -1) : [];
        }),
      );
    expect(charactersPerLine.length).toBeGreaterThan(3);
    expect(Math.max(...charactersPerLine)).toBeLessThanOrEqual(76);
    const average =
      charactersPerLine.reduce((sum, count) => sum + count, 0) / charactersPerLine.length;
    expect(average).toBeGreaterThan(55);
    expect(average).toBeLessThanOrEqual(72);

    const toc = page.getByRole('navigation', { name: legalPageText.tocHeading });
    await expect(toc.getByRole('link')).toHaveText(legalDocument.sections);
    for (const [index, heading] of legalDocument.sections.entries()) {
      const href = await toc.getByRole('link', { name: heading, exact: true }).getAttribute('href');
      await expect(page.locator(`[id="${href?.slice(1)}"]`)).toHaveText(`${index + 1}. ${heading}`);
    }
    const last = legalDocument.sections.at(-1);
    if (!last) throw new Error('A legal document without sections');
    const lastLink = toc.getByRole('link', { name: last, exact: true });
    const lastId = (await lastLink.getAttribute('href'))?.slice(1) ?? '';
    await lastLink.click();
    await expect(page).toHaveURL(new RegExp(`#${lastId}$`));
    await expect(page.locator(`[id="${lastId}"]`)).toBeInViewport();
  });
}

test('the legal pages are reached from the footer and show their last-modified dates', async ({
  page,
}) => {
  await page.goto('/affiliate');
  const footer = page.getByRole('navigation', { name: 'Footer' });
  await footer.getByRole('link', { name: privacyPolicy.title }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(privacyPolicy.title);
  await expect(page.getByText(`${legalPageText.lastModifiedLabel} December 2, 2026`)).toBeVisible();
  await expect(page.locator('time[datetime="2026-12-02"]')).toHaveText('December 2, 2026');

  await footer.getByRole('link', { name: termsOfService.title }).click();
  await expect(page).toHaveURL(/\/terms-of-service$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(termsOfService.title);
  await expect(page.locator('time[datetime="2026-12-02"]')).toHaveText('December 2, 2026');
});

test('the confirmation page ignores the checkout session id, points to the support e-mail (and to the chat only when one is configured), and is kept out of indexes by meta tag, header and sitemap', async ({
  page,
  request,
}) => {
  const problems = watchConsole(page);
  const response = await openSettled(page, '/confirmation?session_id=cs_test_a1b2c3');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(confirmation.heading);
  expect(problems).toEqual([]);
  expect(response?.headers()['x-robots-tag']).toBe('noindex');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

  await expect(page.getByRole('link', { name: site.supportEmail })).toHaveAttribute(
    'href',
    `mailto:${site.supportEmail}`,
  );
  const [shown, hidden] = isChatConfigured()
    ? [confirmation.chatHelp, confirmation.emailOnlyHelp]
    : [confirmation.emailOnlyHelp, confirmation.chatHelp];
  await expect(page.getByText(shown)).toBeVisible();
  await expect(page.getByText(hidden)).toHaveCount(0);

  const sitemap = await sitemapPaths(request);
  expect(sitemap).not.toContain('/confirmation');
  for (const listed of ['/affiliate', '/cases', '/privacy-policy', '/terms-of-service']) {
    expect(sitemap).toContain(listed);
  }
  for (const caseStudy of caseStudies) expect(sitemap).toContain(caseStudy.link);
});

for (const { path } of routes) {
  test.describe(`loading ${path}`, () => {
    test('loads images below the first screen lazily, defers nothing (and no dark section) on the first screen of a phone, and holds its first paint for no script', async ({
      page,
    }) => {
      await page.setViewportSize(viewports.mobile);
      const answer = await page.goto(path);
      const images = await page.locator('img').evaluateAll((elements) =>
        elements.map((image) => ({
          src: image.getAttribute('src') ?? '',
          lazy: image.getAttribute('loading') === 'lazy',
          top: image.getBoundingClientRect().top + window.scrollY,
        })),
      );
      const firstScreen = viewports.mobile.height;
      const onFirstScreen = images.filter((image) => image.top < firstScreen);
      for (const image of onFirstScreen) expect(image.lazy, image.src).toBe(false);
      // Far below, each image waits for the visitor, unless the first screen has loaded its file.
      for (const image of images.filter((image) => image.top > firstScreen * 1.5)) {
        const loaded = onFirstScreen.some((shown) => shown.src === image.src);
        if (!loaded) expect(image.lazy, image.src).toBe(true);
      }

      const deferred = await page.evaluate(() =>
        [...document.querySelectorAll('body *')]
          .filter((element) => getComputedStyle(element).contentVisibility === 'auto')
          .map((element) => ({
            top: element.getBoundingClientRect().top + scrollY,
            background: getComputedStyle(element).backgroundColor,
          })),
      );
      for (const { top, background } of deferred) {
        expect(top).toBeGreaterThan(firstScreen);
        // A transparent ground is the page's white; any other must be light.
        const [red = 255, green = 255, blue = 255, alpha = 1] = (
          background.match(/[\d.]+/g) ?? []
        ).map(Number);
        const lightness = alpha === 0 ? 1 : (0.2126 * red + 0.7152 * green + 0.0722 * blue) / 255;
        expect(lightness, background).toBeGreaterThan(0.8);
      }

      // A module script is deferred: the browser parses and can paint the page before it runs.
      const html = (await answer?.text()) ?? '';
      const fetchedScripts = [...html.matchAll(/<script\b[^>]*\bsrc=[^>]*>/g)].map(([tag]) => tag);
      expect(fetchedScripts.length).toBeGreaterThan(0);
      for (const tag of fetchedScripts) expect(tag).toMatch(/\btype="module"|\basync\b/);
      // window.trialSignup is installed by the layout script, so it has run by then.
      await page.waitForFunction(() => 'trialSignup' in window);
      await waitForIslands(page);
    });

    test('keeps every section apart and still with its copy doubled, at 320, 375 and 1280 px', async ({
      page,
    }) => {
      const widths = [{ width: 320, height: 640 }, viewports.mobile, viewports.desktop];
      await page.setViewportSize(widths[0] ?? viewports.mobile);
      await page.goto(path);
      await waitForIslands(page);
      // The longest copy a translation could bring: every text of the page's sections, twice.
      await page.evaluate(() => {
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node as Text;
          const inMain = text.parentElement?.closest('main section, main article, footer');
          if (inMain && text.data.trim().split(/\s+/).length > 2) {
            text.data = `${text.data} ${text.data}`;
          }
        }
      });
      // Still while scrolled from top to bottom, at each width, lazy images as a visitor meets them.
      for (const viewport of widths) {
        await page.setViewportSize(viewport);
        const shifts = await page.evaluate(async () => {
          window.scrollTo(0, 0);
          // The doubling, or the new width, moves what follows: let the page lay it out first.
          for (let frame = 0; frame < 3; frame += 1) {
            await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 20)));
          }
          let shift = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
              shift += entry.value;
            }
          }).observe({ type: 'layout-shift' });
          for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
            window.scrollTo(0, y);
            await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
          }
          return shift;
        });
        expect(shifts, `${viewport.width} px`).toBe(0);
      }
      await renderWholePage(page);
      for (const viewport of widths) {
        await page.setViewportSize(viewport);
        const problems = await page.evaluate(() => {
          const found: string[] = [];
          if (document.documentElement.scrollWidth > innerWidth) {
            found.push(`the page is ${document.documentElement.scrollWidth} px wide`);
          }
          // Decorative pictures and scrolling strips clip their own content by design.
          const clipped = (element: Element) => {
            for (
              let up = element.parentElement;
              up && up !== document.body;
              up = up.parentElement
            ) {
              if (up.getAttribute('aria-hidden') === 'true') return true;
              if (getComputedStyle(up).overflowX !== 'visible') return true;
            }
            return false;
          };
          const parts = [...document.querySelectorAll('main > *, body > footer')].filter(
            (part) => !['contents', 'none'].includes(getComputedStyle(part).display),
          );
          parts.forEach((part, index) => {
            const box = part.getBoundingClientRect();
            const next = parts[index + 1]?.getBoundingClientRect();
            if (next && next.top < box.bottom - 1)
              found.push(`${part.id || part.tagName} overlaps the next part`);
            for (const child of part.querySelectorAll('h1, h2, h3, p, li, a, button')) {
              const inner = child.getBoundingClientRect();
              if (child.checkVisibility() && inner.bottom > box.bottom + 1 && !clipped(child)) {
                found.push(`${child.tagName} "${child.textContent?.slice(0, 30)}" spills out`);
              }
            }
          });
          return found;
        });
        expect(problems, `${viewport.width} px`).toEqual([]);
      }
    });
  });
}

test('the home page renders its sections far below the first screen only as they come near', async ({
  page,
}) => {
  await page.setViewportSize(viewports.mobile);
  await page.goto('/');
  const sections = await page.locator('main > section').evaluateAll((elements) =>
    elements.map((section) => ({
      name: section.getAttribute('aria-labelledby') ?? section.getAttribute('aria-label') ?? '',
      top: section.getBoundingClientRect().top + window.scrollY,
      deferred: getComputedStyle(section).contentVisibility === 'auto',
    })),
  );
  const firstScreen = viewports.mobile.height;
  const near = sections.filter((section) => section.top < firstScreen * 1.5);
  const far = sections.filter((section) => section.top >= firstScreen * 1.5);
  expect(near.length).toBeGreaterThan(0);
  expect(far.length).toBeGreaterThan(3);
  for (const section of near) expect(section.deferred, section.name).toBe(false);
  // The closing call is dark, and dark sections render with the page (see render-when-near).
  for (const section of far.filter(({ name }) => name !== 'closing-cta-heading')) {
    expect(section.deferred, section.name).toBe(true);
  }
  // Once there, a deferred section shows its content like any other.
  const lastDeferred = page.getByRole('region', { name: marketplaces.heading });
  await lastDeferred.scrollIntoViewIfNeeded();
  await expect(lastDeferred.getByRole('heading', { level: 2 })).toBeInViewport();
});
