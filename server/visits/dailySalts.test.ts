import { describe, expect, it } from 'vitest';
import { countRows, useVisitDatabase, visitDatabases } from '../../test/visitCounting';
import { createSqlVisitStore } from '../store/sqlVisitStore';
import { createDailySalts } from './dailySalts';
import { visitorHash } from './visitorHash';

const client = { address: '203.0.113.7', userAgent: 'Mozilla/5.0 (test)' };
const site = 'https://adhelm.test';

describe.each(visitDatabases)('daily salts on %s', (_name, open) => {
  const harness = useVisitDatabase(open);

  it('hash a visitor alike within a day and differently the next day', async () => {
    let now = new Date('2026-03-01T08:00:00Z');
    const salts = createDailySalts(createSqlVisitStore(harness().sql), () => now);
    const morning = visitorHash(await salts.saltOf('2026-03-01'), client, site);
    // Another replica reads the same salt from the database.
    const replica = createDailySalts(createSqlVisitStore(harness().sql), () => now);
    expect(visitorHash(await replica.saltOf('2026-03-01'), client, site)).toBe(morning);
    expect(
      visitorHash(await salts.saltOf('2026-03-01'), { ...client, address: '203.0.113.8' }, site),
    ).not.toBe(morning);
    now = new Date('2026-03-02T08:00:00Z');
    expect(visitorHash(await salts.saltOf('2026-03-02'), client, site)).not.toBe(morning);
    expect(morning).toMatch(/^[0-9a-f]{32}$/);
  });

  it('are 32 random bytes, and a new day deletes the older salts', async () => {
    let now = new Date('2026-03-01T08:00:00Z');
    const salts = createDailySalts(createSqlVisitStore(harness().sql), () => now);
    expect((await salts.saltOf('2026-03-01')).symmetricKeySize).toBe(32);
    now = new Date('2026-03-02T00:00:01Z');
    await salts.saltOf('2026-03-02');
    const days = await harness().sql.query<{ day: string }>(
      'SELECT day::text AS day FROM visit_salts',
    );
    expect(days).toEqual([{ day: '2026-03-02' }]);
    expect(await countRows(harness().sql, 'visit_salts')).toBe(1);
  });
});
