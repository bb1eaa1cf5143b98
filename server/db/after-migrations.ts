/**
 * Makes a store wait for the boot migrations. openStores is synchronous (the app is built
 * before anything is awaited), so a request, or a test, may reach the store while the
 * migrations still run; each method first awaits them, which costs one resolved promise after.
 */
export function afterMigrations<T extends object>(store: T, migrated: () => Promise<void>): T {
  const gated: Record<string, unknown> = {};
  for (const [name, member] of Object.entries(store)) {
    gated[name] =
      typeof member === 'function'
        ? async (...args: unknown[]) => {
            await migrated();
            return member.apply(store, args);
          }
        : member;
  }
  return gated as T;
}

/**
 * Runs `migrate` once; after a failure (the database was down at boot) the next caller tries
 * again instead of every caller failing until a restart.
 */
export function migrateOnce(migrate: () => Promise<void>): {
  migrated: () => Promise<void>;
  settled: () => Promise<void>;
} {
  let running: Promise<void> | undefined;
  const migrated = () => {
    running ??= migrate().catch((error: unknown) => {
      running = undefined;
      throw error;
    });
    return running;
  };
  return { migrated, settled: () => (running ?? Promise.resolve()).catch(() => undefined) };
}
