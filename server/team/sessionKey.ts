import { hkdfSync, randomBytes } from 'node:crypto';

/** The 32 bytes @fastify/secure-session encrypts and signs with. */
const KEY_BYTES = 32;

/**
 * The console's session key: derived from TEAM_SESSION_KEY (any length of text becomes the 32
 * bytes the cipher takes), or, without it, random for this process. A random key signs everyone
 * out at each restart and is not shared between replicas; production refuses to run without a
 * strong key once TEAM_EMAILS lists anyone (server/config.ts).
 */
export function teamSessionKey(
  configured: string | undefined,
  warn: (message: string) => void,
): Buffer {
  if (!configured) {
    warn(
      "TEAM_SESSION_KEY is not set: the team console's sessions use a random key of this process and end when it stops.",
    );
    return randomBytes(KEY_BYTES);
  }
  return Buffer.from(hkdfSync('sha256', configured, 'adhelm', 'team-console-session', KEY_BYTES));
}
