/**
 * Serves the fake vendor scripts on loopback for e2e/consent.spec.ts: they record every call on
 * window (window.__intercomCalls, window.__rewardfulCalls) instead of talking to a vendor.
 * Also serves a stand-in checkout page for the signup's final redirect.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { FAKE_VENDOR_PORT } from '../../test/vendorSite';

const script = (name: string) => readFileSync(new URL(`./${name}`, import.meta.url), 'utf8');
const files: Record<string, { type: string; body: string }> = {
  '/intercom.js': { type: 'text/javascript', body: script('intercom.js') },
  '/rewardful.js': { type: 'text/javascript', body: script('rewardful.js') },
  '/checkout': {
    type: 'text/html',
    body: '<!doctype html><html lang="en"><title>Test checkout</title><h1>Test checkout</h1></html>',
  },
  '/healthz': { type: 'text/plain', body: 'ok' },
};

const server = createServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://localhost').pathname;
  const file = files[path];
  if (!file) {
    response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    return;
  }
  response
    .writeHead(200, { 'Content-Type': file.type, 'Cache-Control': 'no-store' })
    .end(file.body);
});

server.listen(FAKE_VENDOR_PORT, '127.0.0.1', () => {
  console.log(`Fake vendor scripts at http://127.0.0.1:${FAKE_VENDOR_PORT}/`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
