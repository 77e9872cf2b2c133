import { getAccountTypes } from '../../api/accounts.ts';
import { queryKeys } from '../../state/query-keys.ts';
import { useQuery } from '../../state/useQuery.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';

/** The site's account types (v3/portal/account-types), shared with the home page's tile by their key. */
export function useAccountTypes() {
  const { client, config } = useElementContext();
  return useQuery(queryKeys.accountTypes(config.apiBase, config.applicationId), (signal) =>
    getAccountTypes(client, signal),
  );
}
