import {
  array,
  boolean,
  enums,
  type Infer,
  nullable,
  number,
  object,
  optional,
  string,
  type,
} from 'superstruct';
import { listOf } from './contract.ts';
import type { MemberUpdate } from '../../domain/my-profile/update.ts';
import type { MfaVerifyRequest } from '../my-profile.ts';

/** One account of the member (spec 02 §3, "Member account"). */
export const MemberProfileAccountSchema = type({
  accountNumber: string(),
  address: string(),
  hasEmailBillNotice: boolean(),
  hasPaperlessBilling: boolean(),
  /** As the back office spells it. */
  hasOtherPaperlessBillinge: boolean(),
  operationRoundup: boolean(),
  operationRoundupAmount: nullable(number()),
  operationRoundupExpiration: nullable(string()),
});
export type MemberProfileAccount = Infer<typeof MemberProfileAccountSchema>;

/** One account's paperless boxes, a row of the Paperless tab (docs/api.md, "Paperless accounts"). */
export const PaperlessAccountSchema = type({
  accountNumber: string(),
  address: string(),
  hasEmailBillNotice: boolean(),
  hasPaperlessBilling: boolean(),
  hasOtherPaperlessBillinge: boolean(),
});
export type PaperlessAccount = Infer<typeof PaperlessAccountSchema>;

/**
 * GET …/paperless-accounts: a page of the member's accounts with their paperless boxes, how many match,
 * and how many of all the member's accounts have each box on.
 */
export const PaperlessAccountsSchema = type({
  accounts: array(PaperlessAccountSchema),
  totalRecords: number(),
  allAccounts: type({
    total: number(),
    /** An email bill notice or a paperless bill (which always goes by email). */
    emailBillNotice: number(),
    paperlessBill: number(),
    otherPaperless: number(),
  }),
});
export type PaperlessAccounts = Infer<typeof PaperlessAccountsSchema>;

/** GET …/member-details: `withAccounts=false` leaves the accounts out (a member may hold thousands). */
export const MemberDetailsQuerySchema = type({ withAccounts: optional(enums(['true', 'false'] as const)) });

/** Which of My Profile's options the cooperative offers (its profile configuration keys, spec 02 §7). */
export const ProfileOptionsSchema = type({
  paperlessMemberLevel: boolean(),
  paperlessAccountLevel: boolean(),
  annualMeetingKit: boolean(),
  marketingSignUp: boolean(),
  operationRoundup: boolean(),
  mfa: boolean(),
});
export type ProfileOptions = Infer<typeof ProfileOptionsSchema>;

/** The member's details (spec 02 §3, "Member details"; docs/api.md, "My Profile service"). */
export const MemberDetailsSchema = type({
  userName: string(),
  loginId: string(),
  secretQuestionId: nullable(number()),
  secretQuestionAnswer: string(),
  secretQuestions: array(type({ id: number(), description: string() })),
  /** The stored payment data the member has: 'Credit' (a card), 'Check' (a bank account). */
  paymentTypes: array(string()),
  paymentEmailReceived: boolean(),
  serviceOrderEmailReceived: boolean(),
  phoneNumberMask: boolean(),
  hasPaperlessBilling: boolean(),
  hasPaperlessOther: boolean(),
  electronicKit: boolean(),
  marketingEmail: boolean(),
  accounts: array(MemberProfileAccountSchema),
  options: ProfileOptionsSchema,
});
export type MemberDetails = Infer<typeof MemberDetailsSchema>;

/** The answer of a saved change: the cooperative's configurable success text ('' for none). */
export const MemberUpdateResultSchema = type({ message: string() });

/** Whether the member signs in with an authenticator code (spec 02 §7, "Get member auth status"). */
export const MfaStatusSchema = type({ mfaEnabled: boolean() });

/** A new authenticator secret to set up (spec 02 §3, "QR response"). */
export const MfaQrCodeSchema = type({
  /** otpauth://totp/… for the QR code. */
  totpUri: string(),
  /** Names this setup in the verify call (`encryptedMember`). */
  encryptedValidator: string(),
  /** The base32 secret, for entering by hand (`key`). */
  secretNewKey: string(),
});
export type MfaQrCode = Infer<typeof MfaQrCodeSchema>;

/** The answer of a verify (spec 02 §3: `verificationSatus`, as the back office spells it). */
export const MfaVerifyResultSchema = type({
  verificationSatus: boolean(),
  transactionStatus: string(),
});

export const MfaRemoveResultSchema = type({ message: string() });

// The bodies the calls send (docs/api.md, "My Profile service"), with exactly the fields sent.

/** PUT …/member-details: the update-member request (spec 02 §3); `password` null keeps the current one. */
export const MemberUpdateSchema = object({
  memberNumber: string(),
  loginId: string(),
  userName: string(),
  password: nullable(string()),
  securityQuestionId: number(),
  securityQuestionAnswer: string(),
  removeStoredCreditData: boolean(),
  removeStoredBankData: boolean(),
  receiveServiceOrderEmail: boolean(),
  receivePaymentEmail: boolean(),
  canMaskPhone: boolean(),
  isPaperlessBilling: boolean(),
  isPaperlessOther: boolean(),
  annualMarketingElectricKit: boolean(),
  isMarketEmail: boolean(),
  paperlessAllAccounts: object({
    isEmail: nullable(boolean()),
    isPaperless: nullable(boolean()),
    isPaperlessOther: nullable(boolean()),
  }),
  paperlessAccounts: listOf(
    object({
      accountNumber: string(),
      isEmail: boolean(),
      isPaperless: boolean(),
      isPaperlessOther: boolean(),
    }),
  ),
});

/** POST …/mfa/qr-code: an empty object. */
export const MfaQrCodeRequestSchema = object({});

/** POST …/mfa/secret: the setup's `encryptedValidator`, the code, the secret (spec 02 §3). */
export const MfaVerifyRequestSchema = object({ encryptedMember: string(), code: string(), key: string() });

// The requests the screen builds must be what the body schemas describe.
const sendsTheRequests = (
  update: MemberUpdate,
  verify: MfaVerifyRequest,
): [Infer<typeof MemberUpdateSchema>, Infer<typeof MfaVerifyRequestSchema>] => [update, verify];
void sendsTheRequests;
