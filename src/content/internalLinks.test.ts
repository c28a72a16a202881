import { describe, expect, it } from 'vitest';
import { findRoute } from '../routes';
import { caseStudies } from './cases';
import { footerNav } from './navigation';

/** Every content module, loaded the way the site loads it. */
const contentModules = import.meta.glob<Record<string, unknown>>(['./**/*.ts', '!./**/*.test.ts'], {
  eager: true,
});

const linkKeys = new Set(['href', 'link']);

/** Walks content values and collects each site-relative address held under a link key. */
function collectInternalLinks(value: unknown, found: Set<string>, seen = new Set<unknown>()) {
  if (value === null || typeof value !== 'object' || seen.has(value)) return;
  seen.add(value);
  for (const [key, child] of Object.entries(value)) {
    if (linkKeys.has(key) && typeof child === 'string' && /^\/(?!\/)/.test(child)) {
      found.add(child);
    }
    collectInternalLinks(child, found, seen);
  }
}

describe('internal links in the content', () => {
  const links = new Set<string>();
  for (const module of Object.values(contentModules)) collectInternalLinks(module, links);

  it('finds the links the site is known to have', () => {
    expect(links).toContain('/privacy-policy');
    expect(links).toContain('/cases');
    for (const caseStudy of caseStudies) expect(links).toContain(caseStudy.link);
  });

  it.each([...links].sort())('%s resolves to a route of the route table', (link) => {
    const path = link.split(/[?#]/)[0] ?? link;
    expect(findRoute(path), link).toBeDefined();
  });

  it('includes the footer links to the legal pages', () => {
    for (const path of ['/privacy-policy', '/terms-of-service']) {
      expect(footerNav.map((link) => link.href)).toContain(path);
      expect(findRoute(path)).toBeDefined();
    }
  });
});
