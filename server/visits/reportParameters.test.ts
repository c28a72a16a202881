import fc from 'fast-check';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { teamPaths } from '../../shared/contracts/teamConsole';
import { testCounter, useVisitDatabase, visitDatabases } from '../../test/visitCounting';
import { sendTeamError } from '../http/errors';
import { visitReportRoutes } from './visitReportRoutes';

/** The database timeout of a default configuration (DATABASE_TIMEOUT_MS). */
const databaseTimeoutMs = 5_000;

/** A day as a marketer or a link might write one: real, near-real, far off, or not a day at all. */
const askedDay = fc.oneof(
  fc
    .date({ min: new Date('1000-01-01'), max: new Date('9999-12-31'), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10)),
  fc
    .date({ min: new Date('2019-06-01'), max: new Date('2027-06-01'), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10)),
  fc.constantFrom('9999-12-31', '+010000-01-01', '-000001-01-01', '2026-02-30', '0000-00-00'),
  fc.string({ unit: 'binary', maxLength: 40 }),
);
const filterText = fc.oneof(fc.string({ unit: 'binary', maxLength: 250 }), fc.constant('google'));
const query = fc.record(
  {
    from: askedDay,
    to: askedDay,
    source: filterText,
    campaign: filterText,
    path: fc.oneof(fc.constant('/pricing'), fc.string({ unit: 'binary', maxLength: 320 })),
    locale: fc.oneof(fc.constantFrom('en', 'de', 'xx'), fc.string({ maxLength: 4 })),
  },
  { requiredKeys: [] },
);

describe.each(visitDatabases)('the report’s parameters on %s', (_name, open) => {
  const harness = useVisitDatabase(open);

  it('are answered 200 or 400, within the database timeout, whatever they say', async () => {
    const { counter } = testCounter(harness().sql, '2026-03-01T10:00:00Z');
    const app = Fastify({ logger: false });
    await app.register(async (scope) => {
      scope.setErrorHandler(sendTeamError);
      visitReportRoutes(counter)(scope);
    });
    await fc.assert(
      fc.asyncProperty(query, async (asked) => {
        const search = new URLSearchParams(asked as Record<string, string>).toString();
        const started = performance.now();
        const answer = await app.inject({ url: `${teamPaths.api.report}?${search}` });
        expect([200, 400], search).toContain(answer.statusCode);
        expect(performance.now() - started).toBeLessThan(databaseTimeoutMs);
        if (answer.statusCode === 400) {
          expect(answer.json()).toEqual({ errors: [{ message: expect.any(String) }] });
        }
      }),
      { numRuns: 150 },
    );
    await app.close();
    await counter.close();
  }, 120_000);
});
