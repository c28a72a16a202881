/** The pass/fail rules of a run, from PRODUCT.md's quality bars, named for the report. */
import type { BenchResults } from './benchResults';

export function failedChecks(results: BenchResults): string[] {
  const failed: string[] = [];
  if (results.pageWeight && results.pageWeight.violations.length > 0) {
    failed.push(`page weight over budget (${results.pageWeight.violations.length})`);
  }
  for (const route of results.lighthouse?.routes ?? []) {
    if (route.failures.length > 0) failed.push(`Lighthouse runs failed on ${route.route}`);
  }
  const apiErrors = (results.apiLoad?.results ?? []).filter((row) => row.figures.errors > 0);
  for (const row of apiErrors) {
    failed.push(
      `${row.figures.errors} errors under load: ${row.scenario} on ${row.database}, ${row.connections} connections`,
    );
  }
  const bad = results.badInput;
  if (bad && !bad.flood.passed) failed.push('malformed requests');
  for (const result of bad?.concurrency ?? []) {
    if (!result.sameEmail.passed)
      failed.push(`one customer per e-mail under concurrency on ${result.database}`);
    if (!result.distinctSignups.passed) failed.push(`distinct signups on ${result.database}`);
  }
  for (const crash of bad?.crash ?? []) {
    if (!crash.passed) failed.push(`crash recovery on ${crash.database}`);
  }
  return failed;
}
