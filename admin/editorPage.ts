import { editorPaths } from '../shared/contracts/editorPaths';
import { site } from '../shared/facts/brand';

/**
 * The editor's page (/admin): no inline script (its policy allows none), kept out of search
 * engines, the configuration's address for Decap, and the site's stylesheets for the previews.
 * The editor's own script runs first (it tells Decap to wait), then Decap's.
 */
export function editorPage(stylesheets: readonly string[], ownStylesheet?: string): string {
  const sheets = stylesheets.map((href) => `<meta name="preview-stylesheet" content="${href}">`);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${site.brandName} · Editor</title>
${ownStylesheet ? `<link rel="stylesheet" href="${ownStylesheet}">` : ''}
<link href="${editorPaths.config}" type="text/yaml" rel="cms-config-url">
${sheets.join('\n')}
</head>
<body>
<script src="${editorPaths.page}/editor.js"></script>
<script src="${editorPaths.page}/decap-cms.js"></script>
</body>
</html>
`;
}
