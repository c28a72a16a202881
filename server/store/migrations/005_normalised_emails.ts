import { normaliseEmail } from '../../../shared/emailRule';
import type { SqlSession } from '../sqlDriver';

/**
 * Rewrites every customer's e-mail in the shared rule's normalised form (NFKC, IDNA domain, lower
 * case), so the unique index on lower(email) holds one customer per address from now on, and
 * merges the customers that turn out to be one address. Characters the rule now refuses (zero-width
 * and other invisible ones) are dropped from stored addresses first, which is how one address came
 * to have several customers. An address the rule still refuses keeps its lower-cased form.
 *
 * Of customers merged into one, the one whose signup completed first survives (else the oldest); it
 * keeps the earliest completion and a payment customer if any had one, and takes over the others'
 * checkout sessions and any delivery kind it lacks (one welcome e-mail and one event per signup).
 * A table added later that references customers(id) must be re-pointed here too.
 */
interface Row {
  id: string;
  email: string;
  payment_customer_id: string | null;
  signup_completed_at: Date | null;
  created_at: Date;
}

export function normalisedStoredEmail(email: string): string {
  const cleaned = email.replace(/[\p{Cc}\p{Cf}\p{Co}\p{Cs}]/gu, '');
  const result = normaliseEmail(cleaned);
  // Lower case as a whole, as this migration first did: stored addresses had lost their case.
  return result.ok ? result.email.toLowerCase() : cleaned.trim().toLowerCase();
}

const completedFirst = (a: Row, b: Row) => {
  const at = (row: Row) => row.signup_completed_at?.getTime() ?? Number.POSITIVE_INFINITY;
  return at(a) - at(b) || a.created_at.getTime() - b.created_at.getTime();
};

export async function up(db: SqlSession): Promise<void> {
  const rows = await db.query<Row>(
    'SELECT id, email, payment_customer_id, signup_completed_at, created_at FROM customers',
  );
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const key = normalisedStoredEmail(row.email);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }

  const renamed: { id: string; email: string }[] = [];
  for (const [email, members] of groups) {
    const [survivor, ...merged] = [...members].sort(completedFirst);
    if (!survivor) continue;
    if (merged.length > 0) {
      const mergedIds = merged.map((row) => row.id);
      await db.query('UPDATE checkout_sessions SET customer_id = $1 WHERE customer_id = ANY($2)', [
        survivor.id,
        mergedIds,
      ]);
      for (const id of mergedIds) {
        await db.query(
          `UPDATE deliveries SET customer_id = $1
            WHERE customer_id = $2
              AND kind NOT IN (SELECT kind FROM deliveries WHERE customer_id = $1)`,
          [survivor.id, id],
        );
        await db.query('DELETE FROM deliveries WHERE customer_id = $1', [id]);
      }
      const paymentCustomer =
        survivor.payment_customer_id ??
        merged.find((row) => row.payment_customer_id)?.payment_customer_id ??
        null;
      await db.query('DELETE FROM customers WHERE id = ANY($1)', [mergedIds]);
      await db.query('UPDATE customers SET payment_customer_id = $2 WHERE id = $1', [
        survivor.id,
        paymentCustomer,
      ]);
    }
    if (survivor.email !== email) renamed.push({ id: survivor.id, email });
  }
  // In two steps, so no address takes another's place while that one is still being renamed.
  for (const { id } of renamed) {
    await db.query("UPDATE customers SET email = 'renaming:' || id WHERE id = $1", [id]);
  }
  for (const { id, email } of renamed) {
    await db.query('UPDATE customers SET email = $2 WHERE id = $1', [id, email]);
  }
}
