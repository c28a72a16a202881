/**
 * npm run signups [-- --since 7d] [-- --csv [--sep ';']]
 * Recent signups, as the team console's CSV has them: e-mail, state, dates, plan, language, the
 * visit's attribution and the state of the welcome e-mail and of the platform event. Same
 * database settings as the server.
 */
import { parseArgs } from 'node:util';
import { csvOf, csvSeparators } from '../server/team/csv';
import { openOperations, parseSince, printTable, runScript } from './operationsAccess';

await runScript(async () => {
  const { values } = parseArgs({
    options: {
      since: { type: 'string', default: '7d' },
      csv: { type: 'boolean', default: false },
      sep: { type: 'string', default: ',' },
    },
  });
  const since = parseSince(values.since, new Date());
  const separator = csvSeparators.find((candidate) => candidate === values.sep);
  if (!separator) throw new Error(`--sep takes "," or ";"; not "${values.sep}".`);
  const access = await openOperations();
  try {
    const cells = await access.operations.signups(since);
    if (values.csv) {
      process.stdout.write(csvOf(cells, separator));
    } else {
      console.log(`Signups since ${since.toISOString()} (${access.source}):`);
      printTable(cells, '(no signups)');
    }
  } finally {
    await access.close();
  }
});
