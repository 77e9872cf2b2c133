import type { Locator } from '@playwright/test';

/**
 * Alerts with text inside `scope`: the field primitives keep an empty role=alert live region under
 * every field, which a member never hears.
 */
export function visibleAlerts(scope: Locator): Locator {
  return scope.getByRole('alert').filter({ hasText: /\S/ });
}
