/** BENCHMARKS.md sections about pages: Lighthouse side by side, and page weight from the build. */
import type { LighthouseSample } from './lighthouseRun';
import type { LighthouseResults, LighthouseRouteResult } from './lighthouse';
import type { PageWeightResults } from './pageWeight';
import { count, kb, ms, table, times } from './format';

function pair(
  result: LighthouseRouteResult,
  pick: (sample: LighthouseSample) => string,
): [string, string] {
  return [
    result.prerendered ? pick(result.prerendered) : '–',
    result.clientOnly ? pick(result.clientOnly) : '–',
  ];
}

function scoreCell(result: LighthouseRouteResult, field: keyof LighthouseSample): string {
  const [prerendered, clientOnly] = pair(result, (sample) => String(Math.round(sample[field])));
  return `${prerendered} / ${clientOnly}`;
}

function metricCell(
  result: LighthouseRouteResult,
  field: keyof LighthouseSample,
  write: (value: number) => string,
): string {
  const [prerendered, clientOnly] = pair(result, (sample) => write(sample[field]));
  return `${prerendered} / ${clientOnly} (${times(result.ratios?.[field])})`;
}

export function lighthouseSection(lighthouse: LighthouseResults): string {
  const scores = table(
    ['Route', 'Performance', 'Accessibility', 'Best practices', 'SEO'],
    lighthouse.routes.map((result) => [
      `\`${result.route}\``,
      scoreCell(result, 'performance'),
      scoreCell(result, 'accessibility'),
      scoreCell(result, 'bestPractices'),
      scoreCell(result, 'seo'),
    ]),
  );
  const metrics = table(
    ['Route', 'FCP', 'LCP', 'TBT', 'CLS'],
    lighthouse.routes.map((result) => [
      `\`${result.route}\``,
      metricCell(result, 'fcpMs', ms),
      metricCell(result, 'lcpMs', ms),
      metricCell(result, 'tbtMs', ms),
      metricCell(result, 'cls', (value) => value.toFixed(3)),
    ]),
  );
  const bytes = table(
    ['Route', 'JS (gzip -9)', 'CSS (gzip -9)', 'HTML on the wire', 'All bytes on the wire'],
    lighthouse.routes.map((result) => [
      `\`${result.route}\``,
      metricCell(result, 'jsGzipBytes', kb),
      metricCell(result, 'cssGzipBytes', kb),
      metricCell(result, 'htmlTransferBytes', kb),
      metricCell(result, 'totalTransferBytes', kb),
    ]),
  );
  const belowFull = lighthouse.routes.flatMap((result) =>
    (['prerendered', 'clientOnly'] as const).flatMap((variant) => {
      const audits = Object.entries(result.auditsBelowFull[variant]);
      if (audits.length === 0) return [];
      const list = audits.map(
        ([audit, runs]) => `${audit} (${runs} of ${lighthouse.runsPerRoute})`,
      );
      return [
        `- \`${result.route}\`, ${variant === 'prerendered' ? 'prerendered' : 'client-only'}: ${list.join(', ')}`,
      ];
    }),
  );
  const failures = lighthouse.routes.flatMap((result) =>
    result.failures.map((failure) => `- \`${result.route}\`: ${failure}`),
  );
  const retried = lighthouse.routes.flatMap((result) =>
    (result.retried ?? []).map((retry) => `- \`${result.route}\`: ${retry}`),
  );
  const thirdParty = lighthouse.routes.reduce(
    (sum, result) => sum + (result.prerendered?.thirdPartyRequests ?? 0),
    0,
  );

  return [
    '## Lighthouse: prerendered against client-only',
    '',
    `${lighthouse.settings}. Median of ${lighthouse.runsPerRoute} runs per route and build (each figure's own median), the two builds interleaved in one run and served by the same server. Each cell reads **prerendered / client-only**, with the ratio prerendered ÷ client-only in brackets (below 1 is better for times and bytes). Median Lighthouse benchmark index of the machine during the runs: ${count(lighthouse.medianBenchmarkIndex)}.`,
    '',
    'Simulated throttling loads the page at full speed over loopback, then estimates from its dependency graph what a mid-range phone on slow 4G would see; those estimates are what Lighthouse scores. A real slow phone may show a different gap between the two builds.',
    '',
    '### Scores',
    '',
    scores,
    '',
    '### Paint, blocking and layout shift',
    '',
    metrics,
    '',
    '### Bytes',
    '',
    'JS and CSS: every file the page loaded while Lighthouse watched, gzip level 9 (the server sends Brotli, smaller still). This includes modules fetched once the browser is idle, so it can exceed the page-weight figure below, which counts only what loads before interaction. On the wire: what Chromium received, headers included.',
    '',
    bytes,
    '',
    `Requests to other origins during page load (prerendered, all routes): ${thirdParty}.`,
    '',
    '### Scored audits below full marks',
    '',
    belowFull.length > 0 ? belowFull.join('\n') : 'None: every scored audit passed in every run.',
    ...(retried.length > 0
      ? ['', '### Runs repeated once (Lighthouse asked for a new run)', '', retried.join('\n')]
      : []),
    ...(failures.length > 0
      ? ['', '### Runs that failed twice (left out of the medians)', '', failures.join('\n')]
      : []),
  ].join('\n');
}

export function pageWeightSection(pageWeight: PageWeightResults): string {
  const rows = pageWeight.rows.map((row) => [
    `\`${row.route}\``,
    kb(row.jsGzipBytes),
    String(row.jsFiles),
    kb(row.cssGzipBytes),
    kb(row.htmlGzipBytes.prerendered),
    kb(row.htmlGzipBytes.clientOnly),
  ]);
  return [
    '## Page weight before interaction',
    '',
    `From the build's manifest, by the rule \`npm test\` enforces (\`scripts/check-page-weight.ts\`): the entry chunk, the route's page chunk and their static imports, recursively; dynamic imports (loaded on interaction) excluded. gzip level 9 of each file, summed. Budget: JavaScript ${kb(pageWeight.budget.jsGzipBytes)}, CSS ${kb(pageWeight.budget.cssGzipBytes)} (1 kB = 1,000 bytes).`,
    '',
    table(
      ['Route', 'JS before interaction', 'JS files', 'CSS', 'HTML prerendered', 'HTML client-only'],
      rows,
    ),
    '',
    pageWeight.violations.length > 0
      ? `**Over budget:**\n\n${pageWeight.violations.map((line) => `- ${line}`).join('\n')}`
      : 'Every route is within budget.',
  ].join('\n');
}
