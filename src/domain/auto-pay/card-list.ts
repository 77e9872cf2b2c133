/**
 * Auto Payments shows the member's accounts as cards. A school district's thousands are not drawn at once
 * (that held the page for over a second): the first cards, more on request, and a search by account number
 * or address once there are more accounts than one showing holds.
 */
export const AUTO_PAY_CARDS_AT_ONCE = 24;

/** The accounts whose number or service address holds the search text (any case, spaces trimmed). */
export function autoPaySearchMatches<Account extends { accountNumber: string; serviceAddress: string }>(
  accounts: readonly Account[],
  search: string,
): readonly Account[] {
  const text = search.trim().toLowerCase();
  if (text === '') return accounts;
  return accounts.filter(
    (account) => account.accountNumber.includes(text) || account.serviceAddress.toLowerCase().includes(text),
  );
}

/** How many cards show after `showMoreTimes` presses of "Show more", out of `matching`. */
export function autoPayCardsShown(matching: number, showMoreTimes: number): number {
  return Math.min(matching, AUTO_PAY_CARDS_AT_ONCE * (showMoreTimes + 1));
}
