import type { CaseStudy } from '../../src/content/cases/caseStudyCopy';

/**
 * The preview's stand-in for src/content/cases/readCaseFiles.ts (swapped in by
 * scripts/write-editor.ts): the browser reads no folder; a case is previewed on its own.
 */
export function readCaseFiles(): CaseStudy[] {
  return [];
}
