/** BENCHMARKS.md sections about the signup API: load, bad input, concurrency and crashes. */
import type { ApiLoadResults } from './apiLoad';
import type { BadInputResults } from './badInput';
import type { PostgresAvailability } from './databases';
import { count, ms, seconds, table, times, yesNo } from './format';

export function apiLoadSection(
  apiLoad: ApiLoadResults,
  postgres: PostgresAvailability | undefined,
): string {
  const rows = apiLoad.results.map((result) => [
    result.scenario,
    result.database,
    String(result.connections),
    count(result.figures.requestsPerSecond),
    result.scenario.startsWith('signup') ? count(result.figures.iterationsPerSecond) : '',
    ms(result.figures.p50Ms),
    ms(result.figures.p99Ms),
    count(result.figures.errors),
    times(result.figures.ratioToBare),
  ]);
  const postgresLine = postgres?.available
    ? `PostgreSQL: measured at ${postgres.location}.`
    : `PostgreSQL: not available (${postgres?.location ?? 'not looked for'}${postgres?.reason ? `: ${postgres.reason}` : ''}). Set BENCH_DATABASE_URL to include it.`;
  return [
    '## Signup API under load',
    '',
    `autocannon against the real server (\`server/main.ts\`, local test checkout, \`LOG_LEVEL=warn\`), ${apiLoad.durationSeconds} s per row after a warm-up, on loopback. Every request uses a distinct e-mail. The signup row runs exists → create-customer → create-checkout-session on each connection in turn; its requests per second count single calls and its latencies are per call, and signups per second are requests ÷ 3. Rate limits are raised for the run through the server's own settings (\`RATE_LIMIT_EXISTS_MAX\`, \`RATE_LIMIT_SIGNUP_MAX\`, \`RATE_LIMIT_WINDOW_MS\`). The bare Fastify row is one JSON route and nothing else in a separate process: the ceiling of this machine and Node, and the last column is each row's share of it. Errors count connection errors, timeouts and non-2xx answers.`,
    '',
    postgresLine,
    '',
    table(
      [
        'Scenario',
        'Database',
        'Connections',
        'Requests/s',
        'Signups/s',
        'p50',
        'p99',
        'Errors',
        'Of bare Fastify',
      ],
      rows,
    ),
  ].join('\n');
}

/** Where a signup stood when the server died, by the last call that had answered. */
const stepNames: Record<string, string> = {
  none: 'with no call answered yet',
  exists: 'after exists',
  customer: 'after create-customer',
  'checkout-session': 'at the checkout',
};

export function badInputSection(badInput: BadInputResults): string {
  const { flood } = badInput;
  const closedKinds = Object.entries(flood.byKind)
    .filter(([, answers]) => (answers.closed ?? 0) > 0)
    .map(([kind]) => kind);
  const statuses = Object.entries(flood.byStatus)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, total]) => `${status}: ${count(total)}`)
    .join(', ');
  const kinds = table(
    ['Kind', 'Answers'],
    Object.entries(flood.byKind).map(([kind, answers]) => [
      kind,
      Object.entries(answers)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([status, total]) => `${status}: ${total}`)
        .join(', '),
    ]),
  );
  const samples = Object.entries(flood.samples).map(
    ([problem, examples]) =>
      `- ${problem}:\n${examples.map((example) => `  - \`${example.replace(/`/g, "'")}\``).join('\n')}`,
  );

  const concurrency = table(
    ['Database', 'Check', 'Result', 'Verdict'],
    badInput.concurrency.flatMap((result) => [
      [
        result.database,
        `${result.sameEmail.requests} concurrent create-customer, one e-mail in 4 spellings`,
        `${result.sameEmail.answered200} answered 200, ${result.sameEmail.distinctCustomerIds} customer id, ${result.sameEmail.customersStored} row stored`,
        yesNo(result.sameEmail.passed),
      ],
      [
        result.database,
        `${count(result.distinctSignups.attempted)} distinct full signups (50 at a time, checkout completed)`,
        `${count(result.distinctSignups.completed)} completed, ${count(result.distinctSignups.reportedExisting)} reported existing, ${count(result.distinctSignups.customersStored)} customers and ${count(result.distinctSignups.signedUpStored)} signed-up rows stored; ${count(result.distinctSignups.signupsPerSecond)} signups/s`,
        yesNo(result.distinctSignups.passed),
      ],
    ]),
  );
  const crash = table(
    [
      'Database',
      'Completed before SIGKILL',
      'Under way at the kill',
      'Lost after restart',
      'Half-written rows',
      'Under way → after restart',
      'Restart',
      'Verdict',
    ],
    badInput.crash.map((result) => [
      result.database,
      count(result.completedBeforeKill),
      Object.entries(result.inFlightAtKill)
        .map(([step, total]) => `${total} ${stepNames[step] ?? `after ${step}`}`)
        .join(', ') || '0',
      count(result.lostAfterRestart),
      count(
        result.integrity.duplicateEmails +
          result.integrity.completedWithoutSession +
          result.integrity.sessionWithoutCompletedCustomer,
      ),
      `${result.committedButUnanswered} already complete, ${result.restartedAndCompleted} signed up again, ${result.restartedButFailed} failed`,
      seconds(result.restartSeconds),
      yesNo(result.passed),
    ]),
  );

  return [
    '## Bad input, concurrency and crashes',
    '',
    '### Malformed requests',
    '',
    `${count(flood.sent)} requests from the seeded generator \`bench/malformedRequests.ts\` (seed ${flood.seed}: the same seed replays the same requests), 16 at a time on loopback, ${seconds(flood.seconds)}, against the server on ${flood.database}: broken JSON, bodies up to 1 MB, wrong types, missing fields, Unicode and control characters, SQL-like strings, wrong content types, odd methods, odd paths and queries, prototype-pollution keys, junk checkout ids and raw malformed HTTP. Verdict: ${yesNo(flood.passed)}.`,
    '',
    table(
      ['Rule', 'Found'],
      [
        ['Answers with status 5xx (must be 0)', count(flood.fiveXx)],
        [
          'API errors not shaped `{ "errors": [{ "message" }] }` (must be 0)',
          count(flood.errorShapeViolations),
        ],
        ['Bodies with a stack trace or server path (must be 0)', count(flood.stackTraceLeaks)],
        ['Requests left unanswered after 10 s (must be 0)', count(flood.timeouts)],
        [
          `Connections closed before an answer could be read${closedKinds.length > 0 ? ` (kinds: ${closedKinds.join(', ')})` : ''}`,
          count(flood.closedWithoutAnswer),
        ],
        [
          'Server healthy afterwards, and a normal signup completes',
          `${flood.healthyAfter ? 'healthy' : 'NOT healthy'}, signup ${flood.signupAfter ? 'completed' : 'FAILED'}`,
        ],
        [
          'Customers in the database / customer ids handed out by 200 answers (+1 signup after)',
          `${count(flood.integrity.customers)} / ${count(flood.customersIssued)} + ${flood.signupAfter ? 1 : 0}`,
        ],
      ],
    ),
    '',
    ...(flood.closedWithoutAnswer > 0
      ? [
          'A connection closed before its answer is what a client sees when the server refuses a body by its announced length (413) and closes while the body is still being sent; it is counted, not failed.',
          '',
        ]
      : []),
    `Statuses: ${statuses}.`,
    '',
    kinds,
    '',
    ...(samples.length > 0
      ? ['Examples of each problem found (replay with the seed):', '', samples.join('\n'), '']
      : []),
    '### Concurrent signups',
    '',
    'Checked through the API, then by reading the tables directly with the server stopped.',
    '',
    concurrency,
    '',
    '### Killed mid-signup',
    '',
    'Signups run 20 at a time; after 100 have completed, the server gets SIGKILL, then restarts on the same data. Every e-mail whose checkout had completed must report `exists: true`; signups caught half-way must be able to start again; the tables are then read directly for half-written signups (a customer marked signed up without a completed checkout, a completed checkout whose customer is not marked, duplicate e-mails).',
    '',
    crash,
  ].join('\n');
}
