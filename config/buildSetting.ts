/**
 * Reads one of the site's build settings (the `VITE_*` names): brand, addresses, vendors, API
 * bases. In the site's bundle Vite replaces `import.meta.env` with the values of `.env` and the
 * environment at build time, so the browser never reads settings at run time; plain Node (the
 * server, scripts and end-to-end tests importing the same modules) reads the process
 * environment instead. The server and the scripts read everything else through ./environment.ts.
 */
export function buildSetting(name: string, fallback: string): string {
  const env = (import.meta as { env?: Record<string, string | undefined> }).env;
  const value = env?.[name] ?? globalThis.process?.env?.[name];
  return value && value.trim() !== '' ? value.trim() : fallback;
}
