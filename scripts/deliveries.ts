/**
 * npm run deliveries            lists the deliveries that failed after their last attempt
 * npm run deliveries -- --retry-failed   queues them again (the server's worker sends them)
 */
import { parseArgs } from 'node:util';
import { openOperations, runScript } from './operationsAccess';

await runScript(async () => {
  const { values } = parseArgs({
    options: { 'retry-failed': { type: 'boolean', default: false } },
  });
  const access = await openOperations();
  try {
    const failed = await access.operations.listFailedDeliveries();
    console.log(`Failed deliveries (${access.source}): ${failed.length}`);
    for (const delivery of failed) {
      console.log(
        `  ${delivery.id}  ${delivery.kind}  ${delivery.email}  ${delivery.attempts} attempts  last: ${delivery.updatedAt.toISOString()}  ${delivery.lastError ?? ''}`,
      );
    }
    if (values['retry-failed']) {
      const queued = await access.operations.retryFailedDeliveries();
      console.log(
        `Queued again: ${queued}. A running server delivers them within its poll interval.`,
      );
    }
  } finally {
    await access.close();
  }
});
