import { securityHeaders } from '../http/security';
import { editorPaths } from '../../shared/contracts/editorPaths';
import { CALLBACK_CSP } from './githubSignIn';

/**
 * The headers of every answer under /admin, over the site's own: never cached, never indexed, and
 * a policy of its own. The rest of the site's policy stays as strict as it is.
 */
export const EDITOR_CACHE_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
} as const;

export interface EditorPolicyOptions {
  /** GitHub's API (or a GitHub Enterprise Server's), where the editor reads and commits. */
  apiOrigin?: string;
  /** Where GitHub serves the signed-in writer's picture. */
  avatarOrigins?: readonly string[];
  upgradeInsecureRequests?: boolean;
}

/**
 * The editor's policy: scripts from this origin only, plus the evaluation Decap CMS needs (it
 * compiles its configuration's JSON Schema with ajv); inline styles (its styled components);
 * pictures from data: and blob: addresses (the media library); calls to this origin and the Git
 * host's API. No other site, no framing, no plugins, no workers.
 */
export function editorContentSecurityPolicy(options: EditorPolicyOptions = {}): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'base-uri': ["'none'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'script-src': ["'self'", "'unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(options.avatarOrigins ?? [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(options.apiOrigin ? [options.apiOrigin] : [])],
    // The preview is a frame of the editor's own.
    'frame-src': ["'self'"],
    'manifest-src': ["'self'"],
  };
  if (options.upgradeInsecureRequests) directives['upgrade-insecure-requests'] = [];
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join(';');
}

/**
 * The headers of an answer at `path` under /admin. The sign-in window's pages keep no opener
 * policy, so the window it opens (GitHub, then back) can still answer the editor that opened it;
 * the editor allows its popups for the same reason.
 */
export function editorHeadersFor(
  path: string,
  options: EditorPolicyOptions = {},
): Record<string, string | undefined> {
  const signIn = path === editorPaths.signIn || path === editorPaths.signInCallback;
  return {
    ...securityHeaders(),
    'Content-Security-Policy': signIn ? CALLBACK_CSP : editorContentSecurityPolicy(options),
    'Cross-Origin-Opener-Policy': signIn ? undefined : 'same-origin-allow-popups',
    ...EDITOR_CACHE_HEADERS,
  };
}
