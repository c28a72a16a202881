import type { SqlSession } from './sqlDriver';
import type { TeamSessionStore } from './store';

/** Ended and expired sessions are kept this long after they expire, then removed. */
const KEEP_EXPIRED_MS = 24 * 60 * 60 * 1000;

export function createSqlTeamSessions(db: SqlSession): TeamSessionStore {
  return {
    async open({ idHash, email, createdAt, expiresAt }) {
      await db.query(
        `INSERT INTO team_sessions (id_hash, email, created_at, expires_at) VALUES ($1, $2, $3, $4)`,
        [idHash, email, createdAt, expiresAt],
      );
      await db.query('DELETE FROM team_sessions WHERE expires_at < $1', [
        new Date(createdAt.getTime() - KEEP_EXPIRED_MS),
      ]);
    },

    async find(idHash, now) {
      const [row] = await db.query<{ email: string }>(
        `SELECT email FROM team_sessions
         WHERE id_hash = $1 AND ended_at IS NULL AND expires_at > $2`,
        [idHash, now],
      );
      return row?.email;
    },

    async end(idHash, now) {
      await db.query(
        'UPDATE team_sessions SET ended_at = $2 WHERE id_hash = $1 AND ended_at IS NULL',
        [idHash, now],
      );
    },

    async endAllBut(emails, now) {
      const rows = await db.query(
        `UPDATE team_sessions SET ended_at = $2
         WHERE ended_at IS NULL AND expires_at > $2 AND NOT (email = ANY($1::text[]))
         RETURNING id_hash`,
        [[...emails], now],
      );
      return rows.length;
    },
  };
}
