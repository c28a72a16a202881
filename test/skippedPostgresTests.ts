/**
 * Vitest's global set-up: without TEST_DATABASE_URL the PostgreSQL variants of the store, visit,
 * process and replica tests skip. This says so once, at the end of the run, with how to run them,
 * so a green run on a laptop is not mistaken for one that checked PostgreSQL.
 */
import type { TestProject } from 'vitest/node';

export default function announceSkippedPostgresTests(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) return undefined;
  return () => {
    let skipped = 0;
    for (const module of project.vitest.state.getTestModules()) {
      for (const test of module.children.allTests('skipped')) {
        if (test.fullName.includes('PostgreSQL')) skipped += 1;
      }
    }
    if (skipped === 0) return;
    console.log(
      `\n${skipped} PostgreSQL tests skipped: set TEST_DATABASE_URL=postgres://user:password@host:5432/database ` +
        'to run them (see docs/operations.md).',
    );
  };
}
