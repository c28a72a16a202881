/** One Lighthouse run (mobile, simulated throttling: the default config) reduced to the figures we report. */
import lighthouse, { type Result } from 'lighthouse';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

// A type, not an interface, so it fits Record<string, number> for medians.
export type LighthouseSample = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** gzip -9 of the JavaScript and CSS files the page loaded, read from the build. */
  jsGzipBytes: number;
  cssGzipBytes: number;
  /** Bytes on the wire as Chromium saw them (the server sends Brotli). */
  jsTransferBytes: number;
  cssTransferBytes: number;
  htmlTransferBytes: number;
  totalTransferBytes: number;
  requests: number;
  thirdPartyRequests: number;
  benchmarkIndex: number;
};

interface NetworkRequest {
  url: string;
  resourceType: string;
  transferSize: number;
}

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

function score(lhr: Result, id: string): number {
  const value = lhr.categories[id]?.score;
  if (typeof value !== 'number')
    throw new Error(`Lighthouse gave no ${id} score for ${lhr.finalDisplayedUrl}.`);
  return Math.round(value * 100);
}

function metric(lhr: Result, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (typeof value !== 'number')
    throw new Error(`Lighthouse gave no ${id} value for ${lhr.finalDisplayedUrl}.`);
  return value;
}

function networkRequests(lhr: Result): NetworkRequest[] {
  const details = lhr.audits['network-requests']?.details;
  if (!details || details.type !== 'table') return [];
  return details.items.flatMap((item) => {
    const { url, resourceType, transferSize } = item;
    return typeof url === 'string' &&
      typeof resourceType === 'string' &&
      typeof transferSize === 'number'
      ? [{ url, resourceType, transferSize }]
      : [];
  });
}

const gzipSizes = new Map<string, number>();
function gzipSizeOf(file: string): number {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length;
    gzipSizes.set(file, size);
  }
  return size;
}

/**
 * Scored audits that did not pass, so a score below 100 says why: "category: audit-id".
 * Performance is left out: its scored audits are the metrics, reported as figures.
 */
function auditsBelowFull(lhr: Result): string[] {
  const categories = Object.entries(lhr.categories).filter(([id]) => id !== 'performance');
  return categories.flatMap(([categoryId, category]) =>
    category.auditRefs
      .filter((ref) => ref.weight > 0)
      .filter((ref) => {
        const auditScore = lhr.audits[ref.id]?.score;
        return typeof auditScore === 'number' && auditScore < 1;
      })
      .map((ref) => `${categoryId}: ${ref.id}`),
  );
}

export interface LighthouseRun {
  sample: LighthouseSample;
  auditsBelowFull: string[];
}

/** Figures of one run; the raw report is kept in `reportFile` for a closer look. */
export async function runLighthouse(
  url: string,
  chromiumPort: number,
  distDir: string,
  reportFile: string,
): Promise<LighthouseRun> {
  const result = await lighthouse(url, {
    port: chromiumPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
    // The screenshot only illustrates the HTML report; it costs seconds and changes no score.
    disableFullPageScreenshot: true,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
  const lhr = result.lhr;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  writeFileSync(reportFile, JSON.stringify(lhr));

  const origin = new URL(url).origin;
  const requests = networkRequests(lhr);
  const isOwn = (request: NetworkRequest) => new URL(request.url).origin === origin;
  const ownFiles = (type: string) =>
    requests.filter((request) => request.resourceType === type && isOwn(request));
  const transfer = (list: NetworkRequest[]) =>
    list.reduce((sum, request) => sum + request.transferSize, 0);
  const gzipOf = (list: NetworkRequest[]) =>
    list.reduce(
      (sum, request) => sum + gzipSizeOf(join(distDir, new URL(request.url).pathname)),
      0,
    );

  const sample: LighthouseSample = {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    fcpMs: metric(lhr, 'first-contentful-paint'),
    lcpMs: metric(lhr, 'largest-contentful-paint'),
    tbtMs: metric(lhr, 'total-blocking-time'),
    cls: metric(lhr, 'cumulative-layout-shift'),
    jsGzipBytes: gzipOf(ownFiles('Script')),
    cssGzipBytes: gzipOf(ownFiles('Stylesheet')),
    jsTransferBytes: transfer(requests.filter((request) => request.resourceType === 'Script')),
    cssTransferBytes: transfer(requests.filter((request) => request.resourceType === 'Stylesheet')),
    htmlTransferBytes: transfer(requests.filter((request) => request.resourceType === 'Document')),
    totalTransferBytes: metric(lhr, 'total-byte-weight'),
    requests: requests.length,
    thirdPartyRequests: requests.filter(
      (request) => /^https?:/.test(request.url) && !isOwn(request),
    ).length,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
  return { sample, auditsBelowFull: auditsBelowFull(lhr) };
}
