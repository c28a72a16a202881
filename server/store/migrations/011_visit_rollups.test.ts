/** @vitest-environment node */
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { silentLog } from '../../../test/visitCounting';
import { createVisitCounter } from '../../visits/visitCounter';
import { loadMigrations, migrate } from '../migrate';
import { pgliteDriver } from '../pgliteDriver';
import { createSqlVisitStore } from '../sqlVisitStore';

describe('migration 011', () => {
  it('carries the kept events, the former roll-ups and the vitals into the new tables', async () => {
    const db = await PGlite.create('memory://');
    const driver = pgliteDriver(db);
    const migrations = await loadMigrations();
    await migrate(
      driver,
      migrations.filter((migration) => migration.name < '011'),
    );
    // A rolled-up day, and a kept day with two visitors (one with a second visit) and vitals.
    await driver.execute(`
      INSERT INTO visit_daily (day, step, source, campaign, locale, path, visitors) VALUES
        ('2026-01-05', 'visit', 'google', '(none)', 'en', '/', 4),
        ('2026-01-05', 'pricing', 'google', '(none)', 'en', '/', 2),
        ('2026-01-05', 'visit', '(none)', '(none)', 'de', '/de', 1);
      INSERT INTO visit_events (day, visitor, step, path, locale, source, campaign, referrer, at) VALUES
        ('2026-02-20', 'a', 'visit', '/', 'en', 'google', 'spring', 'https://www.google.com', '2026-02-20T10:00:00Z'),
        ('2026-02-20', 'a', 'pricing', '/pricing', 'en', NULL, NULL, NULL, '2026-02-20T10:01:00Z'),
        ('2026-02-20', 'a', 'visit', '/de', 'de', 'newsletter', NULL, NULL, '2026-02-20T11:00:00Z'),
        ('2026-02-20', 'a', 'checkout', NULL, NULL, NULL, NULL, NULL, '2026-02-20T11:05:00Z'),
        ('2026-02-20', 'b', 'visit', '/pricing', 'en', NULL, NULL, NULL, '2026-02-20T12:00:00Z');
      INSERT INTO visit_vitals (day, path, locale, device, name, value) VALUES
        ('2026-02-20', '/', 'en', 'phone', 'LCP', 2000), ('2026-02-20', '/', 'en', 'phone', 'CLS', 0);
    `);
    await migrate(driver, migrations);

    const counter = createVisitCounter({
      store: createSqlVisitStore(driver),
      site: 'https://adhelm.test',
      retentionDays: 30,
      log: silentLog,
      now: () => new Date('2026-02-20T18:00:00Z'),
      maintenanceMs: 24 * 60 * 60 * 1000,
    });
    const rolledUp = await counter.report({ from: '2026-01-05', to: '2026-01-05' });
    expect(rolledUp.funnel.steps.slice(0, 2)).toEqual([
      { step: 'visit', visitors: 5 },
      { step: 'pricing', visitors: 2 },
    ]);
    expect(rolledUp.languages).toEqual([
      { locale: 'en', visitors: 4 },
      { locale: 'de', visitors: 1 },
    ]);

    const kept = await counter.report({ from: '2026-02-20', to: '2026-02-20' });
    expect(kept.totals).toMatchObject({ visitors: { current: 2 }, trialsStarted: { current: 1 } });
    // Named since (migration 016): an untagged visit without a referrer is Direct.
    expect(kept.funnel.bySource.map(({ source, campaign }) => `${source}/${campaign}`)).toEqual([
      'Direct/(none)',
      'google/spring',
    ]);
    expect(kept.referrers).toEqual([{ name: 'google.com', visitors: 1 }]);
    expect(kept.pages.map((page) => page.name).sort()).toEqual(['/', '/de', '/pricing']);
    expect(kept.vitals).toMatchObject([{ path: '/', samples: 2, cls_p75: 0 }]);
    await counter.close();
    await db.close();
  }, 60_000);
});
