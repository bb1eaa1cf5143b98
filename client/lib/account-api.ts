/**
 * The browser side of the account API: islands call it with credentials (the API may live on
 * API_BASE, another origin). No data where an account was expected is an error the caller shows.
 */
export interface AccountData {
  email: string;
  settings: Record<string, unknown>;
  counter: number;
  serviceProvider: string | null;
  lastSeenNotificationDatetime: string | null;
}

export class NotLoggedInError extends Error {}

export async function fetchAccount(apiBase: string, fetchImpl: typeof fetch = fetch): Promise<AccountData> {
  const response = await fetchImpl(`${apiBase}/account`, {
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  if (response.status === 401) throw new NotLoggedInError('Not logged in');
  if (!response.ok) throw new Error(`Account request failed (HTTP ${response.status})`);
  const data = (await response.json().catch(() => null)) as Partial<AccountData> | null;
  if (!data || typeof data !== 'object' || typeof data.email !== 'string' || typeof data.counter !== 'number') {
    throw new Error('Missing user data');
  }
  return data as AccountData;
}

export async function updateAccount(
  apiBase: string,
  changes: Record<string, unknown>,
  fetchImpl: typeof fetch = fetch,
): Promise<AccountData> {
  const response = await fetchImpl(`${apiBase}/account/update`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(changes),
  });
  if (!response.ok) throw new Error('Settings update failed');
  return (await response.json()) as AccountData;
}
