import type { SqlSession } from './sqlDriver';
import type { SignInMailQueue } from './store';

export function createSqlSignInMails(db: SqlSession): SignInMailQueue {
  return {
    async add({ id, email, requestedAt }) {
      await db.query(
        'INSERT INTO team_sign_in_mails (id, email, requested_at) VALUES ($1, $2, $3)',
        [id, email, requestedAt],
      );
    },

    async claim({ limit, leaseMs, now, requestedAfter }) {
      // SKIP LOCKED: a mail another worker is claiming right now is left to it. A mail asked for
      // longer ago than a link lives is not worth sending; it is removed instead.
      await db.query('DELETE FROM team_sign_in_mails WHERE requested_at <= $1', [requestedAfter]);
      return db.query<{ id: string; email: string; attempts: number }>(
        `UPDATE team_sign_in_mails
         SET attempts = attempts + 1, locked_until = $3
         WHERE id IN (
           SELECT id FROM team_sign_in_mails
           WHERE locked_until IS NULL OR locked_until < $2
           ORDER BY requested_at LIMIT $1
           FOR UPDATE SKIP LOCKED
         )
         RETURNING id, email, attempts`,
        [limit, now, new Date(now.getTime() + leaseMs)],
      );
    },

    async remove(id) {
      await db.query('DELETE FROM team_sign_in_mails WHERE id = $1', [id]);
    },

    async retryAt(id, at) {
      await db.query('UPDATE team_sign_in_mails SET locked_until = $2 WHERE id = $1', [id, at]);
    },
  };
}
