import type { GitHubSettings } from './githubSignIn';
import { editorFolders, editorPaths } from '../../shared/contracts/editorPaths';

/** What the server's settings say about the editor (server/config.ts reads them). */
export interface EditorServerSettings {
  editor: { github?: GitHubSettings | undefined; localDir?: string | undefined };
  siteUrl: string;
  siteOrigins: readonly string[];
  distDir: string;
  production: boolean;
}

/**
 * The editor's configuration (Decap CMS reads it from /admin/config.yml; JSON is YAML): the
 * collections the build wrote from the schemas, and where the editor saves, from the server's
 * settings. In development it saves into the working copy; in production it commits to the
 * configured branch on GitHub, after signing in at /admin/auth.
 */
export function editorSettings(
  /** The collections the build wrote (admin/editorConfig.ts), passed on as they are. */
  collections: Record<string, unknown>,
  config: Pick<EditorServerSettings, 'editor' | 'siteUrl'>,
): Record<string, unknown> {
  const { github, localDir } = config.editor;
  const backend = localDir
    ? { name: 'proxy', proxy_url: editorPaths.localBackend, branch: 'main' }
    : {
        name: 'github',
        repo: github?.repo,
        branch: github?.branch,
        auth_endpoint: editorPaths.signIn.slice(1),
        ...(github && github.apiRoot !== 'https://api.github.com'
          ? { api_root: github.apiRoot }
          : {}),
      };
  return {
    backend,
    site_url: config.siteUrl,
    display_url: config.siteUrl,
    // The site's own mark and name on the sign-in page (scripts/write-editor.ts writes it).
    logo: { src: `${editorPaths.page}/logo.svg`, show_in_header: false },
    // Decap wants a media folder; the copy has no pictures to upload.
    media_folder: editorFolders.media,
    public_folder: '/images',
    ...collections,
  };
}
