/**
 * Settings updates: validate, then read-merge-write in one transaction so two updates of
 * different fields both land. PostgreSQL locks the row (SELECT … FOR UPDATE); SQLite needs no
 * lock, its transactions already run one at a time.
 */
import type { Kysely } from 'kysely';
import { toMillis } from '../../db/epoch-millis.ts';
import type { Database, StoreKind } from '../../db/schema.ts';
import { type Settings, settingsSchema, settingsUpdateSchema } from '../../shared/account-settings.ts';
import { AccountNotFoundError, InvalidSettingsError } from './account-errors.ts';
import { mergeSettings, parseStoredSettings, serializeSettings } from './stored-settings.ts';

export async function updateSettings(
  db: Kysely<Database>,
  kind: StoreKind,
  id: string,
  update: unknown,
  now: Date,
): Promise<Settings> {
  const parsedUpdate = settingsUpdateSchema.safeParse(update);
  if (!parsedUpdate.success) throw new InvalidSettingsError(parsedUpdate.error.issues);
  return db.transaction().execute(async (trx) => {
    const account = await trx.selectFrom('accounts').select('id').where('id', '=', id).executeTakeFirst();
    if (!account) throw new AccountNotFoundError();
    let current = trx.selectFrom('account_settings').select('settings_json').where('account_id', '=', id);
    if (kind === 'postgres') current = current.forUpdate();
    const row = await current.executeTakeFirst();
    // Both sides are valid, so the merge is; parsing again guards the row against a future bug.
    const merged = settingsSchema.safeParse(mergeSettings(parseStoredSettings(row?.settings_json), parsedUpdate.data));
    if (!merged.success) throw new InvalidSettingsError(merged.error.issues);
    const values = { settings_json: serializeSettings(merged.data), updated_at: toMillis(now) };
    await trx
      .insertInto('account_settings')
      .values({ account_id: id, ...values })
      .onConflict((oc) => oc.column('account_id').doUpdateSet(values))
      .execute();
    return merged.data;
  });
}
