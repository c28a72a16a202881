/**
 * Measures create-customer for an address seen before against a new one: many alternating calls
 * through the app (PGlite), the median of each kind. Run: `npx tsx test/createCustomerTiming.ts`.
 */
import { performance } from 'node:perf_hooks';
import { signupCallPaths } from '../shared/contracts/signupApi';
import { createTestDist, jsonPost, startTestApp, testConfig } from './apiApp';
import { createPgliteHarness, createPostgresHarness } from './storeHarness';

const rounds = Number(process.env.ROUNDS ?? 2000);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const dist = createTestDist();
const postgresUrl = process.env.TEST_DATABASE_URL;
const harness = postgresUrl
  ? await createPostgresHarness(postgresUrl)
  : await createPgliteHarness();
const app = await startTestApp({
  config: testConfig(dist.dir, { RATE_LIMIT_SIGNUP_MAX: '1000000000' }),
  store: harness.store,
});
const call = async (email: string) => {
  const started = performance.now();
  const response = await app.inject(jsonPost(signupCallPaths.createCustomer, { email }));
  if (response.statusCode !== 200) throw new Error(response.body);
  return performance.now() - started;
};

await call('seen@example.com');
for (let warmUp = 0; warmUp < 200; warmUp += 1) await call(`warm-${warmUp}@example.com`);
const seen: number[] = [];
const unseen: number[] = [];
for (let round = 0; round < rounds; round += 1) {
  // Alternating, the order swapped every round, so drift hits both kinds alike.
  if (round % 2) {
    seen.push(await call('seen@example.com'));
    unseen.push(await call(`new-${round}@example.com`));
  } else {
    unseen.push(await call(`new-${round}@example.com`));
    seen.push(await call('seen@example.com'));
  }
}
const [seenMs, unseenMs] = [median(seen), median(unseen)];
console.log(
  `${postgresUrl ? 'PostgreSQL' : 'PGlite'}, ${rounds} of each: seen ${seenMs.toFixed(3)} ms, ` +
    `new ${unseenMs.toFixed(3)} ms, difference ${(unseenMs - seenMs).toFixed(3)} ms (median)`,
);
await app.close();
await harness.dispose();
dist.remove();
