import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { operators } from '../../../db/schema.ts';
import type { PasswordHasher } from '../../../platform/password-hasher.ts';
import { refusals } from '../../../platform/refusal.ts';
import type { OperatorRow } from '../operators.repository.ts';

/**
 * Replaces an operator's password after checking the current one; the new one (already held
 * to the players' rules by the payload) must differ from it. Clears the duty to change a
 * temporary password.
 */
export async function changeOperatorPassword(
  db: Db,
  hasher: PasswordHasher,
  operator: OperatorRow,
  input: { currentPassword: string; newPassword: string },
): Promise<OperatorRow> {
  if (!(await hasher.verify(operator.passwordHash, input.currentPassword)))
    throw refusals.invalid(
      { currentPassword: 'current_password_incorrect' },
      'current_password_incorrect',
    );
  if (input.newPassword === input.currentPassword)
    throw refusals.invalid(
      { newPassword: 'operator_password_unchanged' },
      'operator_password_unchanged',
    );
  const [row] = await db
    .update(operators)
    .set({ passwordHash: await hasher.hash(input.newPassword), mustChangePassword: false })
    .where(eq(operators.id, operator.id))
    .returning();
  return row!;
}
