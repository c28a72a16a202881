// The DOM matchers (toBeVisible, toHaveTextContent, …) exist only where a test has a DOM.
if (typeof document !== 'undefined') await import('@testing-library/jest-dom/vitest');

export {};
