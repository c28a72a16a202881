// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { showRequestedPath } from './showRequestedPath';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('showRequestedPath', () => {
  it('names the address the visitor asked for in the hint', () => {
    window.history.replaceState(null, '', '/no-such-page');
    document.body.innerHTML =
      '<code data-requested-path="GET {path} → 404: no route matches this path.">GET → 404</code>';
    showRequestedPath(document);
    expect(document.querySelector('code')).toHaveTextContent(
      'GET /no-such-page → 404: no route matches this path.',
    );
  });
});
