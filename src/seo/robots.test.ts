import { describe, expect, it } from 'vitest';
import { renderRobots } from './robots';

describe('renderRobots', () => {
  it('allows every page and names the sitemap index by its absolute address', () => {
    const robots = renderRobots('https://example.com/');
    expect(robots).toContain('Allow: /');
    expect(robots).toContain('Sitemap: https://example.com/sitemap-index.xml');
  });
});
