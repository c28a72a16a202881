/**
 * The static-hosting files of a build, written from the server's own rules: `_headers` and
 * `_redirects` for Cloudflare Pages, and a Caddyfile for a self-hosted
 * front that serves the build and passes the API to the Node server. They depend only on the
 * files in the build folder and on the functions the server uses (server/http/security.ts,
 * server/http/staticRules.ts), not on the tool that produced the build.
 */
import {
  fileHeaders,
  HASHED_ASSETS_FOLDER,
  HOST_FILES,
  IMMUTABLE_CACHE,
  isNoindexPage,
  isTeamPath,
  notFoundFileOf,
  notFoundHeaders,
  NOT_FOUND_FILE,
  NOT_FOUND_FILES,
  pageHeaders,
  pagesOf,
  REVALIDATE_CACHE,
  SHORT_CACHE,
  TEAM_HEADERS,
} from '../server/http/staticRules';
import { teamPaths } from '../shared/contracts/teamConsole';
import { defaultLocale, localisedPath, locales } from '../shared/language/locales';
import { nonIndexablePaths } from '../shared/sitePages';
import { API_PREFIX } from '../shared/contracts/signupApi';
import { healthPaths } from '../shared/contracts/serverPaths';
import { EDITOR_PATH } from '../shared/contracts/editorPaths';

/** Where the build writes the Caddyfile: beside the build folder, so no static host serves it. */
export const caddyfileOf = (distDir: string): string => `${distDir}-caddy/Caddyfile`;

/**
 * Addresses the Node server answers behind a static front: everything else is a file. The editor
 * (/admin) is the server's alone, with its own headers: its files are not in the build folder.
 */
export const SERVER_PATHS = [
  `${API_PREFIX}/*`,
  `${teamPaths.console}/api/*`,
  teamPaths.signupsCsv,
  '/checkout/*',
  EDITOR_PATH,
  `${EDITOR_PATH}/*`,
  healthPaths.health,
  healthPaths.liveness,
  healthPaths.readiness,
] as const;

export interface PathRule {
  /** A path, or a folder followed by `*`. */
  path: string;
  headers: Record<string, string>;
}

/** Pre-compressed twins are served in place of their original; hidden files are not served. */
const servedFiles = (siteFiles: readonly string[]) =>
  siteFiles.filter(
    (file) => !/\.(br|gz)$/.test(file) && !HOST_FILES.includes(file) && !/(^|\/)\./.test(file),
  );

/** The headers each address gets on top of the security headers, as the server sends them. */
export function pathRules(siteFiles: readonly string[]): PathRule[] {
  const files = servedFiles(siteFiles);
  const pages = pagesOf(files);
  const pageFiles = new Set(pages.values());
  // The console's rules cover all of it: hosts that merge matching rules would repeat a header.
  const rules: PathRule[] = [
    { path: `/${HASHED_ASSETS_FOLDER}/*`, headers: { 'Cache-Control': IMMUTABLE_CACHE } },
    { path: teamPaths.console, headers: { ...TEAM_HEADERS } },
    { path: `${teamPaths.console}/*`, headers: { ...TEAM_HEADERS } },
  ];
  for (const route of pages.keys()) {
    if (!isTeamPath(route)) rules.push({ path: route, headers: pageHeaders(route) });
  }
  const otherFiles = files.filter(
    (file) =>
      !file.startsWith(`${HASHED_ASSETS_FOLDER}/`) &&
      !pageFiles.has(file) &&
      !isTeamPath(`/${file}`),
  );
  rules.push(...folderRules(otherFiles, pageFiles));
  // Cloudflare Pages answers /404.html with a redirect to /404, where it serves the page.
  for (const notFound of NOT_FOUND_FILES.filter((file) => files.includes(file))) {
    rules.push({ path: `/${notFound.replace(/\.html$/, '')}`, headers: notFoundHeaders() });
  }
  return rules;
}

/**
 * One rule per file, except that a top folder holding no page, whose files all get the same
 * headers, becomes one `/folder/*` rule: Cloudflare Pages reads at most 100 rules, and the social
 * cards alone are one file per page and language.
 */
function folderRules(files: readonly string[], pageFiles: ReadonlySet<string>): PathRule[] {
  const topFolder = (file: string) => (file.includes('/') ? file.split('/')[0] : undefined);
  const sameHeaders = (folder: string) => {
    const inFolder = [...pageFiles, ...files].filter((file) => topFolder(file) === folder);
    const first = JSON.stringify(fileHeaders(inFolder[0] ?? ''));
    return (
      inFolder.length > 1 &&
      inFolder.every((file) => !pageFiles.has(file) && JSON.stringify(fileHeaders(file)) === first)
    );
  };
  const rules = new Map<string, PathRule>();
  for (const file of files) {
    const folder = topFolder(file);
    const path = folder !== undefined && sameHeaders(folder) ? `/${folder}/*` : `/${file}`;
    if (!rules.has(path)) rules.set(path, { path, headers: fileHeaders(file) });
  }
  return [...rules.values()];
}

const generatedNote = (comment: string) =>
  `${comment} Written by \`npm run build\` (scripts/write-host-files.ts) from the server's rules; do not edit.\n`;

/** `_headers`: the security headers on every address, then each address's own. */
export function renderHeadersFile(
  security: Record<string, string>,
  siteFiles: readonly string[],
): string {
  const block = (path: string, headers: Record<string, string>) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return `${generatedNote('#')}${[
    block('/*', security),
    ...pathRules(siteFiles).map((rule) => block(rule.path, rule.headers)),
  ].join('\n')}\n`;
}

/**
 * `_redirects`: each page's trailing-slash form to its canonical address. Unknown addresses need
 * no rule here: Cloudflare Pages answers them with the nearest 404.html (de/404.html under /de/)
 * and status 404, and refuses a `404` rule.
 */
export function renderRedirectsFile(siteFiles: readonly string[]): string {
  const routes = [...pagesOf(servedFiles(siteFiles)).keys()].filter((route) => route !== '/');
  const lines = routes.map((route) => `${route}/ ${route} 301`);
  return `${generatedNote('#')}${lines.join('\n')}\n`;
}

export interface CaddyfileOptions {
  security: Record<string, string>;
  /** Defaults written into the file; each can be overridden by Caddy's environment. */
  siteAddress: string;
  siteRoot: string;
  apiUpstream: string;
}

/** A Caddyfile token in double quotes; braces would be read as Caddy placeholders. */
function caddyQuote(value: string): string {
  if (/[{}\n]/.test(value)) throw new Error(`Cannot write this value into a Caddyfile: ${value}`);
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

function caddyHeaders(headers: Record<string, string>, indent: string): string {
  return Object.entries(headers)
    .map(([name, value]) => `${indent}${name} ${caddyQuote(value)}`)
    .join('\n');
}

/**
 * A Caddyfile that serves the build (with its pre-compressed .br/.gz files) under the same
 * headers, redirects and 404 page as the Node server, and proxies the server's own addresses.
 */
export function renderCaddyfile(options: CaddyfileOptions): string {
  if (/["{}\n\\]/.test(options.siteRoot)) {
    throw new Error(`Cannot write this folder into a Caddyfile: ${options.siteRoot}`);
  }
  const root = `root * "{$SITE_ROOT:${options.siteRoot}}"`;
  const noindexPages = locales
    .flatMap((locale) => nonIndexablePaths.map((path) => localisedPath(locale, path)))
    .filter(isNoindexPage);
  const noindexPaths = [...noindexPages, ...NOT_FOUND_FILES.map((file) => `/${file}`)].join(' ');
  const notFoundPaths = NOT_FOUND_FILES.map((file) => `/${file}`).join(' ');
  const otherLanguages = locales.filter((locale) => locale !== defaultLocale);
  return `${generatedNote('#')}#
# caddy run --config <this file> --adapter caddyfile
#
# Settings, read from Caddy's environment (defaults from the build's configuration):
#   SITE_ADDRESS  the address Caddy answers on; a host name gets automatic HTTPS (TLS ends here)
#   SITE_ROOT     the built site
#   API_UPSTREAM  the Node server(s), host:port (several: separated by spaces)
#   CADDY_ADMIN   Caddy's admin endpoint, or "off"
{
	admin {$CADDY_ADMIN:localhost:2019}
}

{$SITE_ADDRESS:${options.siteAddress}} {
	@server path ${SERVER_PATHS.join(' ')}
	handle @server {
		reverse_proxy {$API_UPSTREAM:${options.apiUpstream}}
	}

	handle {
		${root}
		header {
${caddyHeaders(options.security, '\t\t\t')}
		}
		route {
			# One canonical address per page: no trailing slash (the root excepted), query kept.
			@trailingSlashWithQuery {
				method GET HEAD
				path_regexp trailingSlash ^(.+?)/+$
				expression {query} != ""
			}
			redir @trailingSlashWithQuery {re.trailingSlash.1}?{query} 301
			@trailingSlash {
				method GET HEAD
				path_regexp trailingSlash ^(.+?)/+$
			}
			redir @trailingSlash {re.trailingSlash.1} 301
			# A page's file name (/pricing.html, /index.html) is its route, as on the static hosts.
			@pageFileWithQuery {
				method GET HEAD
				path_regexp pageFile ^(/.*?)(?:index)?\\.html$
				not path ${notFoundPaths}
				file
				expression {query} != ""
			}
			redir @pageFileWithQuery {re.pageFile.1}?{query} 301
			@pageFile {
				method GET HEAD
				path_regexp pageFile ^(/.*?)(?:index)?\\.html$
				not path ${notFoundPaths}
				file
			}
			redir @pageFile {re.pageFile.1} 301

			header Cache-Control ${caddyQuote(SHORT_CACHE)}
			@noindex path ${noindexPaths}
			header @noindex X-Robots-Tag "noindex"
			try_files {path}.html {path}/index.html {path}
			header /${HASHED_ASSETS_FOLDER}/* Cache-Control ${caddyQuote(IMMUTABLE_CACHE)}
			@page path *.html
			header @page Cache-Control ${caddyQuote(REVALIDATE_CACHE)}
			# The team's console: never cached, never indexed (the Node server says so for its part).
			@team path ${teamPaths.console} ${teamPaths.console}.html ${teamPaths.console}/*
			header @team {
${caddyHeaders(TEAM_HEADERS, '\t\t\t\t')}
			}
			@hostFile path ${HOST_FILES.map((file) => `/${file}`).join(' ')}
			error @hostFile 404
			file_server {
				precompressed br gzip
				disable_canonical_uris
				hide .*
			}
		}
	}

	handle_errors {
		@notFound expression {err.status_code} == 404
		handle @notFound {
			${root}
			# Each language's own 404 page under its prefix, English elsewhere.
${otherLanguages.map((locale) => `\t\t\trewrite /${locale}/* /${notFoundFileOf(locale)}`).join('\n')}
			@english not path ${otherLanguages.map((locale) => `/${locale}/*`).join(' ')}
			rewrite @english /${NOT_FOUND_FILE}
			header {
${caddyHeaders({ ...options.security, ...notFoundHeaders() }, '\t\t\t\t')}
			}
			file_server {
				precompressed br gzip
			}
		}
	}
}
`;
}
