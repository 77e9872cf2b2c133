import { myProfileMessages } from './messages.ts';

/** Spec 02 §9: the code is 6 digits; the QR code has error correction level M and is 150 px wide. */
export const MFA_CODE_LENGTH = 6;
export const MFA_QR_ERROR_CORRECTION = 'M';
export const MFA_QR_WIDTH = 150;

/** The code of the setup view: required, then exactly 6 digits. */
export function validateMfaCode(value: string): string | undefined {
  const code = value.trim();
  if (code === '') return myProfileMessages.mfa.codeRequired;
  if (!/^\d{6}$/.test(code)) return myProfileMessages.mfa.codeInvalid;
  return undefined;
}

/** The mode card's setup button: Set Up Now before activation, Change App after. */
export function setupButtonText(mfaEnabled: boolean): string {
  return mfaEnabled ? myProfileMessages.mfa.changeApp : myProfileMessages.mfa.setUpNow;
}

/** The manual key in groups of four characters, easier to type into an app. */
export function groupedKey(key: string): string {
  return key.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}
