// The DOM matchers (toBeVisible, toHaveTextContent, …) and jsdom's missing browser parts exist
// only where a test has a DOM.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  await import('./browserGaps');
}

export {};
