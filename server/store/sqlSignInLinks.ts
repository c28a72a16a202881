import type { SqlSession } from './sqlDriver';
import type { SignInLinkStore } from './store';

/** Spent and expired links are kept this long after they expire, then removed. */
const KEEP_EXPIRED_MS = 24 * 60 * 60 * 1000;

export function createSqlSignInLinks(db: SqlSession): SignInLinkStore {
  return {
    async record({ tokenHash, email, createdAt, expiresAt }) {
      await db.query(
        `INSERT INTO team_sign_in_links (token_hash, email, created_at, expires_at)
         VALUES ($1, $2, $3, $4)`,
        [tokenHash, email, createdAt, expiresAt],
      );
      await db.query('DELETE FROM team_sign_in_links WHERE expires_at < $1', [
        new Date(createdAt.getTime() - KEEP_EXPIRED_MS),
      ]);
    },

    async redeem(tokenHash, now) {
      // One statement: of two requests spending the same link at once, one gets its address.
      const [row] = await db.query<{ email: string }>(
        `UPDATE team_sign_in_links SET used_at = $2
         WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
         RETURNING email`,
        [tokenHash, now],
      );
      return row?.email;
    },
  };
}
