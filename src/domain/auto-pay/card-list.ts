import { type AccountPageQuery, accountPageQuery } from '../accounts/account-page.ts';

/**
 * Auto Payments shows the member's accounts as cards. A school district's thousands are neither loaded
 * nor drawn at once: the back office answers the first cards, then more on request, and searches by
 * account number or address once there are more accounts than one showing holds.
 */
export const AUTO_PAY_CARDS_AT_ONCE = 24;

/** How many cards show after `showMoreTimes` presses of "Show more", out of `matching`. */
export function autoPayCardsShown(matching: number, showMoreTimes: number): number {
  return Math.min(matching, AUTO_PAY_CARDS_AT_ONCE * (showMoreTimes + 1));
}

/**
 * The call's query for the `batch`th set of cards (0 first) matching `search`: the back office's order
 * (the primary account first), `AUTO_PAY_CARDS_AT_ONCE` at a time.
 */
export function autoPayCardsQuery(search: string, batch: number): AccountPageQuery {
  return accountPageQuery({
    pageIndex: batch,
    pageSize: AUTO_PAY_CARDS_AT_ONCE,
    sort: null,
    search: search.trim(),
  });
}
