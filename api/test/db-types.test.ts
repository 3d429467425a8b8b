// The DB row types are generated from the migrated schema (kysely-codegen): the checked-in file must be what the
// migrations give today, so a migration that changes a table without `pnpm --filter @cargora/api run db:types` fails.
import fs from 'node:fs';
import { GENERATED_TYPES, generateDbTypes } from '../scripts/db-types';

describe('generated DB types', () => {
  it('src/db/types.generated.ts matches the migrated schema (no drift)', async () => {
    const generated = await generateDbTypes();
    expect(generated).toContain('export interface DB {');
    expect(generated).toMatch(/export interface Services \{[^}]*\n {2}price_usd: number;/);
    expect(generated).toMatch(/export interface Users \{[^}]*\n {2}id: Generated<number>;/);
    expect(fs.readFileSync(GENERATED_TYPES, 'utf8')).toBe(generated);
  }, 60_000);
});
