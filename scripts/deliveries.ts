/**
 * npm run deliveries            lists the deliveries that failed after their last attempt
 * npm run deliveries -- --retry-failed   queues them again (the server's worker sends them)
 */
import { parseArgs } from 'node:util';
import { openOperations, printTable, runScript } from './operationsAccess';

await runScript(async () => {
  const { values } = parseArgs({
    options: { 'retry-failed': { type: 'boolean', default: false } },
  });
  const access = await openOperations();
  try {
    const failed = await access.operations.failedDeliveries();
    console.log(`Failed deliveries (${access.source}): ${failed.length - 1}`);
    printTable(failed, '');
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
