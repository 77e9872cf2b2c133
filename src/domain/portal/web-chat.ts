import { type FeatureFlag, isFeatureEnabled } from '../site/features.ts';
import { isSet } from './site-configuration.ts';

/** A quick-reply button of the chat (spec 01 §3 'webChatSetting'). */
export interface WebChatButton {
  readonly label: string;
  readonly value: string;
  readonly visible: boolean;
}

/** The web chat settings (spec 01 §3); texts may be missing. */
export interface WebChatSetting {
  readonly apiUrl: string | null;
  readonly coopId: string | null;
  readonly subTitle: string | null;
  readonly userName: string | null;
  readonly introText: string | null;
  readonly buttons: readonly WebChatButton[];
}

/** The chat starts only if the WebChatEnabled feature is on and its coop id and API address are set. */
export function shouldStartWebChat(
  features: readonly FeatureFlag[],
  setting: Pick<WebChatSetting, 'apiUrl' | 'coopId'> | null | undefined,
): boolean {
  return isFeatureEnabled(features, 'WebChatEnabled') && isSet(setting?.coopId) && isSet(setting?.apiUrl);
}

/** The quick buttons the chat offers: the visible ones only, in their order. */
export function visibleChatButtons<Button extends WebChatButton>(buttons: readonly Button[]): Button[] {
  return buttons.filter((button) => button.visible === true);
}
