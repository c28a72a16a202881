/**
 * Where the editor lives: its address, the folder `npm run build` writes it to, and the folders of
 * the working copy it may read and write in development.
 */
export const EDITOR_PATH = '/admin';

export const editorPaths = {
  page: EDITOR_PATH,
  config: `${EDITOR_PATH}/config.yml`,
  signIn: `${EDITOR_PATH}/auth`,
  signInCallback: `${EDITOR_PATH}/callback`,
  /** Development only: the working copy, through Decap's own proxy (decap-server). */
  localBackend: `${EDITOR_PATH}/api/v1`,
} as const;

/** The editor's page, its settings and sign-in, and in development the working copy. */
export const routes = [
  ['GET', editorPaths.page],
  ['GET', editorPaths.config],
  ['GET', editorPaths.signIn],
  ['GET', editorPaths.signInCallback],
  ['POST', editorPaths.localBackend],
] as const;

/**
 * The editor's files beside the build, not in it (as the Caddyfile is), so no static host serves
 * them with the site's rules: only the Node server does, with the editor's own headers.
 */
export const editorDirOf = (distDir: string): string => `${distDir.replace(/\/+$/, '')}-admin`;

/** Whether an address (query and all) is the editor's page or under it. */
export function isEditorPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path === EDITOR_PATH || path.startsWith(`${EDITOR_PATH}/`);
}

/** The working copy's folders the editor edits: the copy, and the pictures it may upload. */
export const editorFolders = { content: 'src/content', media: 'public/images' } as const;
