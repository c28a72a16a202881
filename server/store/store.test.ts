import { describe } from 'vitest';
import { storeContract } from '../../test/storeContract';
import { createPgliteHarness, createPostgresHarness } from '../../test/storeHarness';

const postgresUrl = process.env.TEST_DATABASE_URL;

describe('Store on embedded PGlite', () => {
  storeContract(createPgliteHarness);
});

describe.skipIf(!postgresUrl)(
  postgresUrl
    ? 'Store on PostgreSQL (TEST_DATABASE_URL)'
    : 'Store on PostgreSQL (skipped: set TEST_DATABASE_URL=postgres://… to run)',
  () => {
    storeContract(() => createPostgresHarness(postgresUrl ?? ''));
  },
);
