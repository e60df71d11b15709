import { SealedFields } from '../../src/domains/accounts/api.ts';
import {
  protectionFrom,
  testDataKeys,
} from '../../src/platform/field-encryption/data-protection.ts';

/** The sealed columns under the fixed keys every NODE_ENV=test app uses. */
export function testSealedFields(): SealedFields {
  return new SealedFields(protectionFrom(testDataKeys()));
}
