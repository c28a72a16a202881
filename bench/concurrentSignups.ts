/**
 * Concurrency on one database: 100 simultaneous create-customer calls for one e-mail (in several
 * spellings of case and spaces) must make one customer; 1,000 distinct signups must make 1,000
 * signed-up customers. Checked through the API, then in the tables with the server stopped.
 */
import {
  freshDataDir,
  inspectSignups,
  isConsistent,
  type DatabaseTarget,
  type SignupIntegrity,
} from './databases';
import { ports, builds } from './paths';
import { stopProcess } from './processes';
import { createCustomer, customerIdOf, exists, mapConcurrently, signUp } from './signupClient';
import { loadTestRateLimits, startSiteServer } from './siteServer';

export interface SameEmailResult {
  requests: number;
  answered200: number;
  distinctCustomerIds: number;
  customersStored: number;
  passed: boolean;
}

export interface DistinctSignupsResult {
  attempted: number;
  completed: number;
  reportedExisting: number;
  customersStored: number;
  signedUpStored: number;
  seconds: number;
  signupsPerSecond: number;
  failures: string[];
  integrity: SignupIntegrity;
  passed: boolean;
}

export interface ConcurrencyResults {
  database: string;
  sameEmail: SameEmailResult;
  distinctSignups: DistinctSignupsResult;
}

function spellings(email: string): string[] {
  const [local = '', domain = ''] = email.split('@');
  return [email, email.toUpperCase(), `  ${email}  `, `${local.toUpperCase()}@${domain}`];
}

export async function runConcurrencyChecks(
  database: DatabaseTarget,
  options: { runTag: string; sameEmailRequests: number; distinctSignups: number },
  log: (line: string) => void,
): Promise<ConcurrencyResults> {
  const dataDir = freshDataDir();
  const server = await startSiteServer({
    name: `concurrency-${database.kind}`,
    port: ports.badInput,
    distDir: builds.prerendered,
    dataDir,
    databaseUrl: database.databaseUrl,
    env: loadTestRateLimits,
  });
  const samePrefix = `bench-same-${options.runTag}`;
  const manyPrefix = `bench-many-${options.runTag}-`;
  const sameEmail = `${samePrefix}@example.com`;
  const emails = Array.from(
    { length: options.distinctSignups },
    (_, index) => `${manyPrefix}${index}@example.com`,
  );

  let sameAnswers: Awaited<ReturnType<typeof createCustomer>>[];
  let outcomes: Awaited<ReturnType<typeof signUp>>[];
  let reportedExisting: boolean[];
  let signupSeconds: number;
  try {
    const variants = spellings(sameEmail);
    sameAnswers = await Promise.all(
      Array.from({ length: options.sameEmailRequests }, (_, index) =>
        createCustomer(server.origin, variants[index % variants.length] ?? sameEmail),
      ),
    );
    const started = performance.now();
    outcomes = await mapConcurrently(emails, 50, (email) => signUp(server.origin, email));
    signupSeconds = (performance.now() - started) / 1000;
    reportedExisting = await mapConcurrently(emails, 50, (email) =>
      exists(server.origin, email).catch(() => false),
    );
  } finally {
    await stopProcess(server.process);
  }

  const sameIntegrity = await inspectSignups(database, dataDir, samePrefix);
  const ids = new Set(sameAnswers.map(customerIdOf).filter((id) => id !== undefined));
  const answered200 = sameAnswers.filter((answer) => answer.status === 200).length;
  const sameResult: SameEmailResult = {
    requests: options.sameEmailRequests,
    answered200,
    distinctCustomerIds: ids.size,
    customersStored: sameIntegrity.customers,
    passed:
      answered200 === options.sameEmailRequests && ids.size === 1 && sameIntegrity.customers === 1,
  };
  log(
    `  ${database.label}: ${options.sameEmailRequests} concurrent create-customer for one e-mail -> ${ids.size} customer id(s), ${sameIntegrity.customers} stored`,
  );

  const integrity = await inspectSignups(database, dataDir, manyPrefix, emails);
  const completed = outcomes.filter((outcome) => outcome.reached === 'completed').length;
  const existing = reportedExisting.filter(Boolean).length;
  const distinctResult: DistinctSignupsResult = {
    attempted: emails.length,
    completed,
    reportedExisting: existing,
    customersStored: integrity.customers,
    signedUpStored: integrity.completedCustomers,
    seconds: signupSeconds,
    signupsPerSecond: completed / signupSeconds,
    failures: outcomes.flatMap((outcome) => (outcome.failure ? [outcome.failure] : [])).slice(0, 5),
    integrity,
    passed:
      completed === emails.length &&
      existing === emails.length &&
      integrity.customers === emails.length &&
      integrity.completedCustomers === emails.length &&
      integrity.listedEmailsCompleted === emails.length &&
      isConsistent(integrity),
  };
  log(
    `  ${database.label}: ${emails.length} distinct signups -> ${completed} completed, ${existing} exist, ${integrity.customers} customers stored (${distinctResult.signupsPerSecond.toFixed(0)} signups/s)`,
  );
  return { database: database.label, sameEmail: sameResult, distinctSignups: distinctResult };
}
