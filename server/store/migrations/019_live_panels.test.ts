/** @vitest-environment node */
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { loadMigrations, migrate } from '../migrate';
import { pgliteDriver } from '../pgliteDriver';
import { panelsOfGroupsSql, visitorRowsSql } from '../sqlVisitRollUps';
import { createSqlVisitStore } from '../sqlVisitStore';

describe('migration 019', () => {
  it('gives the days not rolled up their live panels, and counts each visitor once after it', async () => {
    const db = await PGlite.create('memory://');
    const driver = pgliteDriver(db);
    const migrations = await loadMigrations();
    await migrate(
      driver,
      migrations.filter((migration) => migration.name < '019'),
    );
    // A rolled-up day with a visitor still kept, and an open day: two visitors who landed (one
    // reached pricing and the checkout) and one whose landing was never counted.
    await driver.execute(`
      INSERT INTO visit_rolled_up_days (day) VALUES ('2026-02-19');
      INSERT INTO visit_visitors (day, visitor, landed, channel, source, campaign, locale,
          landing_path, device, referrer, country, steps) VALUES
        ('2026-02-19', 'old', true, 'direct', 'Direct', NULL, 'en', '/', 'phone', NULL, 'DE', 1),
        ('2026-02-20', 'a', true, 'paid', 'google', 'spring', 'en', '/pricing', 'desktop',
          'google.com', 'US', 11),
        ('2026-02-20', 'b', true, 'direct', 'Direct', NULL, 'de', '/de', 'phone', NULL, NULL, 33),
        ('2026-02-20', 'c', false, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2);
    `);
    await migrate(driver, migrations);

    const panels = (from: string) =>
      driver.query<{ panel: string }>(
        `SELECT day::text, panel, name, campaign, channel, visitors, more_pages, pricing,
           trial_dialog, checkout, completed
         FROM (${from}) AS panels ORDER BY day, panel, name, campaign`,
      );
    const live = await panels('SELECT * FROM visit_live_panels');
    const added = () => panels(panelsOfGroupsSql(visitorRowsSql("day = '2026-02-20'")));
    expect(live).toEqual(await added());
    expect(live).toContainEqual(
      expect.objectContaining({ panel: 'day', visitors: 2, pricing: 1, checkout: 1 }),
    );

    // The next batch of the open day adds only what is new: a second step of a counted visitor.
    await createSqlVisitStore(driver).write({
      visitors: [
        {
          day: '2026-02-20',
          visitor: 'b',
          landed: false,
          channel: null,
          source: null,
          campaign: null,
          locale: null,
          landingPath: null,
          device: null,
          referrer: null,
          country: null,
          steps: 4,
        },
      ],
      pageViews: [],
      vitals: [],
      vitalSlots: 0,
      checkouts: [],
      completedSessions: [],
    });
    const after = await panels("SELECT * FROM visit_live_panels WHERE panel = 'day'");
    expect(after).toEqual((await added()).filter((row) => row.panel === 'day'));
    expect(after).toEqual([expect.objectContaining({ visitors: 2, trial_dialog: 1 })]);
  });
});
