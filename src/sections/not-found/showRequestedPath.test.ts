// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { showRequestedPath } from './showRequestedPath';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('showRequestedPath', () => {
  it('names the address the visitor asked for in the sentence of what happened', () => {
    window.history.replaceState(null, '', '/no-such-page');
    document.body.innerHTML =
      '<p data-requested-path="We have no page at {path}.">We have no page at this address.</p>';
    showRequestedPath(document);
    expect(document.querySelector('p')).toHaveTextContent('We have no page at /no-such-page.');
  });
});
