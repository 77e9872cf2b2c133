import { formatRestorationTime } from '../account-overview/banners.ts';
import { outageMessages } from './messages.ts';
import type { OutageStatus } from './types.ts';

const texts = outageMessages.status;

/** The Status tab's message: its tone (an outage warns) and its text. */
export interface OutageStatusMessage {
  readonly active: boolean;
  readonly text: string;
}

/**
 * Spec 03 §2.1: the message follows isActive. An active outage reads as the account overview's notice
 * does (spec 02 §2.1), with the estimated restoration time as MM/dd/yyyy HH:mm in the cooperative's
 * `timeZone`, or 'is not yet known.'; no outage gives the no-outage message.
 */
export function outageStatusMessage(status: OutageStatus, timeZone?: string): OutageStatusMessage {
  if (!status.isActive) return { active: false, text: texts.none };
  const time = formatRestorationTime(status.estimatedTimeOfRestoration, timeZone);
  return {
    active: true,
    text: texts.active + (time === null ? texts.restorationTimeUnknown : texts.restorationTime(time)),
  };
}
