/** Feature flag names the back office sends (spec 01 §3 'features'). */
export type FeatureName =
  | 'Autopay'
  | 'Arrangements'
  | 'Notifications'
  | 'Deposits'
  | 'AverageBilling'
  | 'Outage'
  | 'OutageMapLinkEnabled'
  | 'RoundUp'
  | 'Usages'
  | 'OnlineServiceOrder'
  | 'WebChatEnabled'
  | 'QuickPay'
  | 'WHEC';

export interface FeatureFlag {
  readonly name: string;
  readonly enable: boolean;
}

/** A feature is on only when the list names it enabled; a missing entry means off. */
export function isFeatureEnabled(features: readonly FeatureFlag[], name: FeatureName): boolean {
  return features.some((feature) => feature.name === name && feature.enable);
}
