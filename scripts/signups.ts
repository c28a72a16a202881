/**
 * npm run signups [-- --since 7d] [-- --csv [--sep ';']]
 * Recent signups: e-mail, started, completed, level, billing, source and campaign, and the state
 * of the welcome e-mail and of the platform event. Same database settings as the server.
 */
import { parseArgs } from 'node:util';
import { formatSignupsCsv, formatSignupsTable, parseSeparator, parseSince } from './signupsReport';
import { openOperations, runScript } from './operationsAccess';

await runScript(async () => {
  const { values } = parseArgs({
    options: {
      since: { type: 'string', default: '7d' },
      csv: { type: 'boolean', default: false },
      sep: { type: 'string', default: ',' },
    },
  });
  const since = parseSince(values.since, new Date());
  const separator = parseSeparator(values.sep);
  const access = await openOperations();
  try {
    const rows = await access.operations.listSignups(since);
    if (values.csv) {
      process.stdout.write(formatSignupsCsv(rows, separator));
    } else {
      console.log(`Signups since ${since.toISOString()} (${access.source}):`);
      console.log(formatSignupsTable(rows));
    }
  } finally {
    await access.close();
  }
});
