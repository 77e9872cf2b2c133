/**
 * Spec 03 §2.5: the `accountno` query parameter selects the account and is then removed from the
 * address. The route to show once it has done so: the same path, every other parameter kept; null
 * when the address has no `accountno` (nothing to remove).
 */
export function routeWithoutAccountNumber(path: string, query: URLSearchParams): string | null {
  if (!query.has('accountno')) return null;
  const rest = new URLSearchParams(query);
  rest.delete('accountno');
  const search = rest.toString();
  return search === '' ? path : `${path}?${search}`;
}
