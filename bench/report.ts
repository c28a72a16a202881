/** BENCHMARKS.md from a run's results: plain Markdown, every label saying what was counted. */
import { scenarios } from './apiLoad';
import type { LighthouseSample } from './lighthouse';
import type { BenchResults } from './results';
import { benchParts, DEFAULT_BASELINE_REF } from './options';

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (value: number | undefined) =>
  value === undefined || !Number.isFinite(value)
    ? '–'
    : `${Math.round(value).toLocaleString('en-US')} ms`;
const count = (value: number) => Math.round(value).toLocaleString('en-US');
const range = (values: number[], format: (value: number) => string = String) =>
  values.length === 0
    ? '–'
    : Math.min(...values) === Math.max(...values)
      ? format(Math.min(...values))
      : `${format(Math.min(...values))}–${format(Math.max(...values))}`;

function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) =>
    `| ${cells.map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

const ratio = (value: number | null) => (value === null ? '–' : `${value.toFixed(2)}×`);

/** The paint verdict: ours against the floor with the load itself slowed, as a real phone sees it. */
function appliedSection(results: BenchResults): string[] {
  const routes = results.appliedThrottling;
  if (!routes) return [];
  const cell = (
    sample: LighthouseSample | null | undefined,
    pick: (s: LighthouseSample) => string,
  ) => (sample ? pick(sample) : '–');
  const triple = (route: (typeof routes)[number], pick: (sample: LighthouseSample) => string) =>
    `${cell(route.medians.ours, pick)} / ${cell(route.medians.floor, pick)} / ${cell(route.medians.before, pick)}`;
  const before = results.floorBaseline;
  const failures = routes.flatMap((route) =>
    route.failures.map((failure) => `- ${route.route}: ${failure}`),
  );
  return [
    '## Paint under applied throttling: ours against the floor, and against an earlier floor',
    '',
    `Lighthouse ${results.machine.lighthouse}, mobile, \`throttlingMethod: devtools\`: the load itself slowed to Lighthouse's slow 4G (562.5 ms round trip, 1.47 Mbit/s down) and a 4× slower CPU, rather than simulated afterwards. Median of ${results.options.appliedRuns} runs per route and variant, the variants interleaved, order alternated each round. Each cell reads **ours / floor / earlier floor**: the floor is this build with every script removed (defined in the next section); the earlier floor is the same made of ${before ? `\`${before.ref}\` (${before.commit})` : 'an earlier build'}, built in a temporary git worktree (\`BENCH_FLOOR_BASELINE\`), whose stylesheet was a second request and whose font was preloaded. The ratios divide the medians. Targets for the site's pages: LCP at most 1.05× our floor and at most 0.80× the earlier floor, layout shift 0; the team console's pages are drawn by script after their session check, so their floor is an empty frame and their ratio is not held to it.`,
    '',
    table(
      [
        'Route',
        'FCP',
        'LCP',
        'FCP ours ÷ floor',
        'LCP ours ÷ floor',
        'LCP ours ÷ earlier floor',
        'CLS',
        'Performance',
      ],
      routes.map((route) => [
        `\`${route.route}\``,
        triple(route, (sample) => ms(sample.fcpMs)),
        triple(route, (sample) => ms(sample.lcpMs)),
        ratio(route.fcpRatio),
        ratio(route.lcpRatio),
        ratio(route.lcpRatioToBefore ?? null),
        triple(route, (sample) => sample.cls.toFixed(3)),
        triple(route, (sample) => String(sample.performance)),
      ]),
    ),
    ...(failures.length > 0
      ? ['', `**Runs that failed** (left out of the medians):\n\n${failures.join('\n')}`]
      : []),
    '',
  ];
}

/** Tap to dialog and the longest interaction, this build beside the baseline's. */
function interactionSection(results: BenchResults): string[] {
  const measured = results.interactions;
  if (!measured) return [];
  const baselineOf = (route: string) => measured.baseline.find((figure) => figure.route === route);
  const pair = (ours: number, before: number | undefined) => `${ms(before)} → **${ms(ours)}**`;
  const failures = [...measured.ours, ...measured.baseline].flatMap((figure) =>
    figure.failures.map((failure) => `- ${figure.build} ${figure.route}: ${failure}`),
  );
  return [
    '## The pricing page under a finger: tap to dialog, longest interaction',
    '',
    `Chromium through Playwright and the DevTools protocol, as a mid-range phone: 375 × 812, touch, Lighthouse's slow 4G (562.5 ms round trip, 1.47 Mbit/s down) and a 4× slower CPU, each run in a fresh context. After the calculator has hydrated and the browser is idle: a tap on the annual billing choice, a tap on a level step, the slider moved with the arrow key, then a tap on the card's trial button. **Tap to dialog**: from that tap's \`pointerdown\` to the first frame that shows the open dialog. **Longest interaction**: the longest Event Timing entry (input to next paint, what Interaction to Next Paint is made of; entries under 16 ms are not reported, shown as 0) of each interaction. Median of ${results.options.interactionRuns} runs per page and build, the builds interleaved. Each cell reads **baseline → this build**; the baseline is \`${measured.baselineRef}\` (${measured.baselineCommit}), built in a temporary git worktree (\`BENCH_BASELINE\`). Targets: the dialog on screen within 200 ms of the tap, every interaction painted within 100 ms.`,
    '',
    table(
      ['Page', 'Tap to dialog', 'Billing switch', 'Level step', 'Slider key', 'Opening the dialog'],
      measured.ours.map((figure) => {
        const before = baselineOf(figure.route);
        return [
          `\`${figure.route}\``,
          pair(figure.tapToDialogMs, before?.tapToDialogMs),
          pair(figure.longestMs.billing, before?.longestMs.billing),
          pair(figure.longestMs.levelStep, before?.longestMs.levelStep),
          pair(figure.longestMs.sliderKey, before?.longestMs.sliderKey),
          pair(figure.longestMs.openDialog, before?.longestMs.openDialog),
        ];
      }),
    ),
    '',
    `Tap to dialog in each run (ms): ${measured.ours.map((figure) => `${figure.route} ${figure.tapToDialogRunsMs.join(', ')}`).join('; ')} (baseline: ${measured.baseline.map((figure) => `${figure.route} ${figure.tapToDialogRunsMs.join(', ')}`).join('; ')}).`,
    ...(failures.length > 0
      ? ['', `**Runs that failed** (left out of the medians):\n\n${failures.join('\n')}`]
      : []),
    '',
  ];
}

function lighthouseSection(results: BenchResults): string[] {
  const routes = results.lighthouse;
  if (!routes) return [];
  const pair = (route: (typeof routes)[number], pick: (sample: LighthouseSample) => string) =>
    `${routes && route.medians.ours ? pick(route.medians.ours) : '–'} / ${route.medians.floor ? pick(route.medians.floor) : '–'}`;
  const floor = results.floor;
  const audits = routes.flatMap((route) =>
    Object.entries(route.auditsBelowFull).flatMap(([variant, counts]) =>
      Object.entries(counts).map(
        ([audit, runs]) =>
          `- ${route.route} (${variant}): ${audit}, in ${runs} of ${results.options.lighthouseRuns} runs`,
      ),
    ),
  );
  const failures = routes.flatMap((route) =>
    route.failures.map((failure) => `- ${route.route}: ${failure}`),
  );
  return [
    '## Lighthouse with simulated throttling: ours against the floor',
    '',
    `Lighthouse ${results.machine.lighthouse} through its Node API, default configuration: mobile, simulated throttling (slow 4G, 4× CPU). Median of ${results.options.lighthouseRuns} runs per route and variant, each figure its own median; the variants interleaved in one run, their order alternated each round, served by the same server (\`server/main.ts\`).`,
    '',
    `- **ours**: the build in \`dist/\`.`,
    `- **floor**: the same files with every \`<script>\` except JSON-LD and every \`<link rel="modulepreload">\` removed (${floor ? `${floor.scriptsRemoved} scripts and ${floor.modulePreloadsRemoved} modulepreloads across ${floor.pages} HTML files` : 'not built'}), pre-compressed again: the fastest this HTML and CSS can be.`,
    '- **client-only**: not measured. The pages are rendered to HTML at build time and hydrated as islands; there is no build that renders only in the browser any more, and one written for the benchmark would measure different code.',
    '',
    "Each cell reads **ours / floor**. Ratios: the median of ours ÷ the median of the floor. The simulation estimates paint from a fast load, and counts the layout's deferred module script as if it blocked the first paint, which the applied figures above do not show.",
    '',
    table(
      [
        'Route',
        'Performance',
        'Accessibility',
        'Best practices',
        'SEO',
        'FCP',
        'LCP',
        'TBT',
        'CLS',
        'FCP ours ÷ floor',
        'LCP ours ÷ floor',
      ],
      routes.map((route) => [
        `\`${route.route}\``,
        pair(route, (sample) => String(sample.performance)),
        pair(route, (sample) => String(sample.accessibility)),
        pair(route, (sample) => String(sample.bestPractices)),
        pair(route, (sample) => String(sample.seo)),
        pair(route, (sample) => ms(sample.fcpMs)),
        pair(route, (sample) => ms(sample.lcpMs)),
        pair(route, (sample) => ms(sample.tbtMs)),
        pair(route, (sample) => sample.cls.toFixed(3)),
        ratio(route.fcpRatio),
        ratio(route.lcpRatio),
      ]),
    ),
    '',
    `Noindex by design (SEO marks them down): ${results.noindexRoutes.map((route) => `\`${route}\``).join(', ') || 'none'}.`,
    '',
    audits.length > 0
      ? `Audits below full marks (performance aside):\n\n${audits.join('\n')}`
      : 'Every scored audit outside performance passed in every run.',
    ...(failures.length > 0
      ? ['', `**Runs that failed** (left out of the medians):\n\n${failures.join('\n')}`]
      : []),
    '',
  ];
}

function pageWeightSection(results: BenchResults): string[] {
  if (!results.pageWeight) return [];
  return [
    '## JavaScript and CSS loaded without interaction',
    '',
    "Per route, measured in Chromium by the function the page-weight budget of `npm test` uses (`test/checkPageWeight.ts`): every script and stylesheet a page fetches from its load until the browser is idle and the network quiet, with no click, key or pointer movement (islands and idle work included; what loads on a visitor's action, such as link prefetching and the trial dialog, not), gzip level 9 of each file, summed (1 kB = 1,000 bytes). The page's own code (budgets 10 kB for content pages, 25 kB for the home page, 80 kB for pricing) and, on top of it, the visit counting and web-vitals every page loads without interaction (budget 4.5 kB).",
    '',
    table(
      [
        'Route',
        'Own JavaScript',
        'Counting and vitals',
        'All JavaScript',
        'JavaScript files',
        'CSS',
      ],
      results.pageWeight.map((row) => [
        `\`${row.route}\``,
        kb(row.jsGzipBytes),
        kb(row.countingJsGzipBytes),
        kb(row.jsGzipBytes + row.countingJsGzipBytes),
        String(row.jsFiles),
        kb(row.cssGzipBytes),
      ]),
    ),
    '',
  ];
}

function apiSection(results: BenchResults): string[] {
  const load = results.apiLoad;
  if (!load) return [];
  return [
    '## Signup API under load',
    '',
    `The real server on loopback, ${load.connections} connections (or visitors signing up one after another), ${load.seconds} s per figure after a warm-up. \`exists\`: autocannon, a new e-mail each request, each connection renewed after 500 requests (the server closes one after 1,000). Signups: the site's own signup client (\`src/signup/api.ts\`) then the local test checkout's button, so each counted signup is complete and stored. Rate limits raised for the run. Load generator, server and database share the machine's cores.`,
    '',
    table(
      ['What was counted', 'Database', 'Per second', 'p50', 'p99', 'Completed', 'Errors'],
      load.rows.map((row) => [
        row.scenario,
        row.database,
        count(row.perSecond),
        ms(row.p50Ms),
        ms(row.p99Ms),
        count(row.completed),
        String(row.errors),
      ]),
    ),
    '',
    ...(load.postgresUnavailable.length > 0
      ? [`PostgreSQL not measured: ${load.postgresUnavailable.join('; ')}.`, '']
      : []),
  ];
}

function beaconSection(results: BenchResults): string[] {
  const flood = results.beacons;
  if (!flood) return [];
  return [
    '## Visit counting under a beacon flood',
    '',
    `The real server on loopback, one process: ${flood.floodConnections} connections post beacons (\`POST /api/beacon\`, one visit step each) for ${flood.seconds} s per phase, first alone, then while ${flood.signupVisitors} visitors sign up one after another (exists, create-customer, create-checkout-session, test checkout paid). Beacons stored are new visitors written to \`visit_visitors\` during the phase (each beacon comes from its own address), not requests answered. While a signup is under way (a call in flight or answered within a second), counting gives way: beacons pass at 50 a second, the rest are counted as dropped and answered 204 without their body being read, held about a second while fewer than a quarter of \`MAX_CONNECTIONS\` are held (so these 64 senders slow down), and the batch writer waits for a quiet moment, then writes 25 records at a time. Targets on one replica: 5,000 beacons/s stored on PostgreSQL, 1,000 on PGlite; signup p99 in the flood within 1.2× of its value alone. Load generator, server and database share the machine's cores.`,
    '',
    table(
      [
        'Database',
        'Stored/s, flood alone',
        'Stored / answered',
        'Stored/s beside signups',
        'Signup p99 alone',
        'Signup p99 in the flood',
      ],
      flood.rows.map((row) => [
        row.database,
        count(row.capacity.storedPerSecond),
        `${count(row.capacity.beaconsStored)} / ${count(row.capacity.beaconsAnswered)}`,
        count(row.besideSignups.storedPerSecond),
        ms(row.signupP99AloneMs),
        `${ms(row.signupP99FloodMs)} (${(row.signupP99FloodMs / row.signupP99AloneMs).toFixed(2)}×)`,
      ]),
    ),
    '',
  ];
}

function consoleReportSection(results: BenchResults): string[] {
  const measured = results.consoleReport;
  if (!measured) return [];
  const sizes = [...new Set(measured.rows.map((row) => `${row.database}|${row.visitorsPerDay}`))];
  const cell = (database: string, visitors: number, days: number) => {
    const row = measured.rows.find(
      (each) =>
        each.database === database && each.visitorsPerDay === visitors && each.days === days,
    );
    return row ? `${ms(row.medianMs)} (${ms(row.slowestMs)})` : '–';
  };
  return [
    "## The team console's report on generated data",
    '',
    `\`bench/consoleReport.ts\` (part \`consoleReport\`): the work of \`GET /team/api/report\` (every panel of a period and of the period before it) and \`GET /team/api/outcomes\` (checkouts, trials and paying customers by channel, source, campaign, landing page and plan), asked at once as the console asks them, without HTTP or the session check, no filter, on a database of generated visits and customers (3% of each day's visitors open a checkout, half of them start a trial, a tenth make a first payment that day): ${measured.closedDays} closed days of roll-ups and a whole day of raw visitors and page views as today, added to today's live panels by the product's own statement. The last 7 closed days are generated whole and rolled up by the product's own roll-up; the ${measured.closedDays - 7} before them repeat those roll-ups a week apart (a closed day is read from its roll-ups only). A day's visitors each land once: 40% without a source, the rest from 12 sources with up to 4 campaigns each, 40 landing pages in 5 languages (a few far more visited), 55% phones; 35% view pricing, 8% open the trial dialog, 3% reach the checkout, 1.5% complete it; each views up to 4 pages. Web-vitals histograms are written directly for every day, about one sample of each metric per visitor. Each cell is the median of ${measured.runs} answers after a warm-up (the slowest in brackets), for the last 1, 7 and 30 days including today, each with its previous period: 30 days reads 59 closed days from roll-ups and today from its live panels and raw page views. The target is 500 ms for 30 days.`,
    '',
    table(
      ['Database', 'Visitors a day', '1 day', '7 days', '30 days'],
      sizes.map((size) => {
        const [database = '', visitors = '0'] = size.split('|');
        return [
          database,
          count(Number(visitors)),
          ...[1, 7, 30].map((days) => cell(database, Number(visitors), days)),
        ];
      }),
    ),
    '',
    table(
      [
        'Database',
        'Visitors a day',
        'Rows',
        'Generated in',
        'Roll-up of one generated day (median of 7)',
      ],
      measured.data.map((data) => [
        data.database,
        count(data.visitorsPerDay),
        Object.entries(data.rows)
          .map(([name, rows]) => `${name} ${count(rows)}`)
          .join(', '),
        `${Math.round(data.generateSeconds)} s`,
        ms(data.rollUpMedianMs),
      ]),
    ),
    '',
    ...(measured.postgresUnavailable.length > 0
      ? [`PostgreSQL not measured: ${measured.postgresUnavailable.join('; ')}.`, '']
      : []),
  ];
}

function signInSection(results: BenchResults): string[] {
  const timing = results.signInTiming;
  if (!timing) return [];
  const two = (value: number) => `${value.toFixed(2)} ms`;
  return [
    "## The team console's sign-in, listed or not",
    '',
    `The real server on loopback, one process, \`TEAM_EMAILS\` set, \`TRUST_PROXY=loopback\`: ${timing.samples} interleaved pairs of \`POST /team/api/sign-in-link\`, one for a listed and one for an unlisted address, each from a client address of its own (\`X-Forwarded-For\`), and the same client's \`GET /team/api/me\` sent the moment the answer came. Medians, listed / unlisted, and how often the best threshold on a sign-in and its next request together, picked with hindsight, tells the kinds apart (50% is a coin toss). Then a flood: 200 requests for one listed address from 200 client addresses, 20 at a time; the mails it received are counted (the cap is 5 in 15 minutes).`,
    '',
    table(
      [
        'Database',
        'Sign-in request',
        'Next request',
        'Told apart',
        'Flood: answers',
        'Flood: mails',
      ],
      timing.rows.map((row) => [
        row.database,
        `${two(row.listed.request)} / ${two(row.unlisted.request)}`,
        `${two(row.listed.followUp)} / ${two(row.unlisted.followUp)}`,
        `${Math.round(row.toldApart * 100)}%`,
        Object.entries(row.floodAnswers)
          .map(([status, times]) => `${times} × ${status}`)
          .join(', '),
        String(row.floodMails),
      ]),
    ),
    '',
  ];
}

/**
 * The team console's pages are drawn by script once their session is checked (client-only
 * islands behind a sign-in): their floor is the empty frame, so ours ÷ floor measures the console
 * being drawn at all, not a page's scripts delaying its paint. The headline gives them apart.
 */
const isTeamConsole = (route: string) => route === '/team' || route.startsWith('/team/');

function teamConsoleLine(results: BenchResults): string[] {
  const applied = (results.appliedThrottling ?? []).filter((route) => isTeamConsole(route.route));
  if (applied.length === 0) return [];
  return [
    `- The team console (${applied.map((route) => `\`${route.route}\``).join(', ')}), drawn by script after its session check, so its floor is an empty frame: largest paint under applied throttling ${applied.map((route) => `${route.medians.ours ? ms(route.medians.ours.lcpMs) : '–'} (${route.lcpRatio === null ? '–' : `${route.lcpRatio.toFixed(2)}×`} the frame's)`).join(', ')}.`,
  ];
}

function headline(results: BenchResults): string[] {
  const lines: string[] = [];
  const applied = (results.appliedThrottling ?? []).filter((route) => !isTeamConsole(route.route));
  if (applied.length > 0) {
    const ratios = (pick: (route: (typeof applied)[number]) => number | null) =>
      applied.flatMap((route) => {
        const value = pick(route);
        return value === null ? [] : [value];
      });
    lines.push(
      `- Paint under applied throttling (slow 4G, 4× CPU), median of ${results.options.appliedRuns} interleaved runs on ${applied.length} routes, ours ÷ the floor with every script removed: first paint ${range(
        ratios((route) => route.fcpRatio),
        (value) => `${value.toFixed(2)}×`,
      )}, largest paint ${range(
        ratios((route) => route.lcpRatio),
        (value) => `${value.toFixed(2)}×`,
      )}; largest paint ÷ the floor of ${results.floorBaseline?.ref ?? 'an earlier build'} ${range(
        ratios((route) => route.lcpRatioToBefore ?? null),
        (value) => `${value.toFixed(2)}×`,
      )}.`,
    );
  }
  lines.push(...teamConsoleLine(results));
  const routes = (results.lighthouse ?? []).filter((route) => !isTeamConsole(route.route));
  const ours = routes.flatMap((route) => (route.medians.ours ? [route.medians.ours] : []));
  if (ours.length > 0) {
    const ratios = routes.flatMap((route) => (route.lcpRatio === null ? [] : [route.lcpRatio]));
    lines.push(
      `- Lighthouse mobile, simulated throttling, median of ${results.options.lighthouseRuns} runs on ${routes.length} routes of the site: performance ${range(ours.map((sample) => sample.performance))}, accessibility ${range(ours.map((sample) => sample.accessibility))}, best practices ${range(ours.map((sample) => sample.bestPractices))}, SEO ${range(ours.map((sample) => sample.seo))}; largest paint ours ÷ floor ${range(ratios, (value) => `${value.toFixed(2)}×`)}.`,
    );
  }
  const weights = results.pageWeight ?? [];
  if (weights.length > 0) {
    lines.push(
      `- JavaScript loaded without interaction, gzipped: ${range(
        weights.map((row) => row.jsGzipBytes),
        kb,
      )} per route; CSS ${range(
        weights.map((row) => row.cssGzipBytes),
        kb,
      )}.`,
    );
  }
  for (const row of results.beacons?.rows ?? []) {
    lines.push(
      `- Beacons stored per second on ${row.database} in a flood: ${count(row.capacity.storedPerSecond)}; signup p99 ${ms(row.signupP99AloneMs)} alone, ${ms(row.signupP99FloodMs)} in the flood.`,
    );
  }
  for (const row of results.apiLoad?.rows ?? []) {
    if (row.scenario === scenarios.bare) continue;
    const what =
      row.scenario === scenarios.exists
        ? '`exists` requests'
        : 'complete signups (4 calls each, test checkout paid)';
    lines.push(
      `- ${what} per second on ${row.database}, ${row.connections} connections: ${count(row.perSecond)}, p99 ${ms(row.p99Ms)}, ${row.errors} errors.`,
    );
  }
  return lines;
}

export function renderBenchmarks(results: BenchResults): string {
  const machine = results.machine;
  return [
    '# Benchmarks',
    '',
    `Measured by \`npm run bench\` on ${results.date} (raw figures: \`${results.runOfRecord ? `bench/results/${results.date}.json` : 'bench/out/results.json'}\`) in ${Math.round(results.durationSeconds / 60)} min.`,
    ...(results.runOfRecord
      ? []
      : [
          '',
          `**Partial run** (settings: ${JSON.stringify(results.options)}): a check that the benchmark works, not figures of record.`,
        ]),
    ...(results.errors.length > 0
      ? ['', `**Parts that did not finish:** ${results.errors.join('; ')}`]
      : []),
    '',
    '## Headline',
    '',
    ...headline(results),
    '',
    '## Machine',
    '',
    `${machine.cpu}, ${machine.cores} cores, ${machine.memoryGb} GB, load average ${machine.loadAverageAtStart} at the start; Node ${machine.node}; ${machine.chromium}; Lighthouse ${machine.lighthouse}; autocannon ${machine.autocannon}; commit ${machine.commit}. Servers, browser and load generator share these cores: the API figures are a floor, not a capacity plan, and Lighthouse times move with the load (the median benchmark index of each route is in the JSON).`,
    '',
    ...appliedSection(results),
    ...interactionSection(results),
    ...lighthouseSection(results),
    ...pageWeightSection(results),
    ...apiSection(results),
    ...beaconSection(results),
    ...signInSection(results),
    ...consoleReportSection(results),
    '## Reproduce',
    '',
    `\`npm run bench\` builds the site (\`npm run build\`), then runs every part and writes \`bench/results/<date>.json\` and this file. Settings: \`BENCH_ONLY\` (some of ${benchParts.map((part) => `\`${part}\``).join(', ')}), \`BENCH_ROUTES\` (comma-separated paths), \`BENCH_APPLIED_RUNS\` (5, applied throttling), \`BENCH_LIGHTHOUSE_RUNS\` (3, simulated), \`BENCH_INTERACTION_RUNS\` (3), \`BENCH_BASELINE\` (the commit the interactions are compared with, built in a temporary git worktree; default \`${DEFAULT_BASELINE_REF}\`, the last build that fetched the code of the trial dialog on the tap), \`BENCH_LOAD_SECONDS\` (5; the beacon flood runs three times as long per phase), \`BENCH_LOAD_CONNECTIONS\` (10), \`BENCH_SIGN_IN_SAMPLES\` (300), \`BENCH_DATABASE_URL\` (else \`TEST_DATABASE_URL\`; PostgreSQL is measured in a scratch schema, dropped afterwards), \`BENCH_SKIP_BUILD=1\` (measure the build already in \`dist/\`), \`BENCH_CONSOLE_PGLITE_VISITORS\` (10000,100000) and \`BENCH_CONSOLE_POSTGRES_VISITORS\` (10000,100000): the visitors a day the console report is measured at, \`BENCH_CONSOLE_RUNS\` (5). A run with other settings writes \`bench/out/\` instead. Correctness under bad input, concurrency and crashes is tested by \`npm test\`, not here.`,
    '',
  ].join('\n');
}
