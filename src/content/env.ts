/**
 * Reads a build-time setting. Vite replaces `import.meta.env` when it bundles; plain Node
 * (end-to-end tests importing the route table) has no such object, hence the optional chain.
 */
export function buildSetting(name: string, fallback: string): string {
  const env = (import.meta as { env?: Record<string, string | undefined> }).env;
  const value = env?.[name] ?? globalThis.process?.env?.[name];
  return value && value.trim() !== '' ? value.trim() : fallback;
}
