// The DOM matchers (toBeVisible, toHaveTextContent, …) and jsdom's missing browser parts exist
// only where a test has a DOM.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  await import('./browserGaps');
  // `findBy…` and `waitFor` wait up to 5 s rather than 1 s: `npm test` runs the unit tests beside
  // the type check on two cores, where a page that draws after a fetch can take longer than 1 s.
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 5_000 });
}

export {};
