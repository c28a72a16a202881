/**
 * dist-server/start.js, what `npm start` runs. Compiled for old Node versions and importing
 * nothing up front, so on a Node older than package.json's "engines" it can still print one
 * clear line before any newer syntax or built-in is needed.
 */
import { nodeVersionRefusal } from './nodeVersion';

declare const REQUIRED_NODE: string;

const refusal = nodeVersionRefusal(REQUIRED_NODE, process.versions.node);
if (refusal) {
  console.error(refusal);
  process.exit(1);
}
await import(new URL('./start-server.js', import.meta.url).href);
