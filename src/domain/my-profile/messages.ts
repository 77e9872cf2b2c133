import { accountOverviewMessages } from '../account-overview/messages.ts';
import { operationRoundupMessages } from '../operation-roundup/messages.ts';
import { passwordMessages } from '../password/messages.ts';
import { catalogue } from '../language.ts';

/**
 * Every text of My Profile (spec 02 §2.3, §2.4, §5, §8). Texts the spec does not give are marked "Not in
 * the spec" so a reviewer can tell them apart.
 */
export const myProfileMessages = catalogue(
  () =>
    ({
      /** The page title of its portal route. */
      title: 'My Profile',
      /** Not in the spec: what screen readers hear while the profile loads. */
      loading: 'Loading…',
      /** Spec 02 §8, as the account overview words it. */
      noAccounts: accountOverviewMessages.errors.noAccounts,
      /** Spec 02 §2.3: the tabs. */
      tabs: {
        loginInfo: 'Login Info',
        paperless: 'Paperless Options',
        roundup: operationRoundupMessages.title,
        mfa: 'Multi-Factor Authentication',
      },
      /** Spec 02 §2.3. */
      submitAll: 'Submit All',
      /** Not in the spec: shown when the back office answers a saved change without a message of its own. */
      saved: 'Your profile has been updated.',
      /** Not in the spec: shown under Submit All when a tab's rule failed. */
      fixErrors: 'Please correct the errors and press Submit All again.',

      loginInfo: {
        /** Not in the spec: the labels of the Login Info fields. */
        email: 'Email',
        username: 'Username',
        usernameHint:
          '6 to 60 characters: letters, digits, space and . _ @ -, starting and ending with a letter or digit.',
        securityQuestion: 'Security Question',
        securityQuestionPlaceholder: 'Select a question',
        securityAnswer: 'Security Answer',
        changePassword: 'Change Password',
        passwordOptional: 'Leave both password fields empty to keep your current password.',
        newPassword: 'New Password',
        confirmPassword: 'Confirm Password',
        emailPreferences: 'Email Preferences',
        paymentEmail: 'Email me about my payments',
        serviceOrderEmail: 'Email me about my service orders',
        maskPhone: 'Mask my phone number',
        storedData: 'Stored Payment Information',
        removeStoredCredit: 'Remove my stored credit card information',
        removeStoredBank: 'Remove my stored bank account information',
      },

      /** Spec 02 §5, word for word. */
      errors: {
        emailRequired: 'Please enter email.',
        emailInvalid: 'Please enter a valid email address.',
        usernameRequired: 'Please enter username.',
        usernameCriteria: 'Username entry does not meet criteria.',
        usernameTaken: 'The username has already been registered.',
        securityQuestionRequired: 'Please select an option.',
        securityAnswerRequired: 'Please enter security answer.',
        /** Not in the spec (it gives the limit, not its message). */
        securityAnswerTooLong: 'The security answer is at most 100 characters.',
        passwordRequired: passwordMessages.rules.passwordRequired,
        confirmPasswordRequired: passwordMessages.rules.confirmPasswordRequired,
        passwordMismatch: passwordMessages.rules.passwordMismatch,
        paperlessConfirmationRequired: 'Please select the checkbox to continue.',
        /** Spec 02 §8: stored card or bank data cannot be removed while an active autopay uses it. */
        storedPaymentInUse: 'Update not allowed. Active Payment setup exists.',
      },

      paperless: {
        /** Not in the spec: the member-level options. */
        memberLevel: 'All My Accounts',
        memberPaperlessBilling: 'Paperless billing for all my accounts',
        memberPaperlessOther: 'Other paperless documents for all my accounts',
        /** Not in the spec: the per-account table. */
        accounts: 'My Accounts',
        caption: 'Paperless options of each account',
        columns: {
          account: 'Account Number',
          address: 'Address',
          emailBillNotice: 'Email Bill Notice',
          paperlessBill: 'Paperless Bill',
          otherPaperless: 'Other Paperless',
        },
        rowLabels: {
          emailBillNotice: (accountNumber: string) => `Email bill notice for ${accountNumber}`,
          paperlessBill: (accountNumber: string) => `Paperless bill for ${accountNumber}`,
          otherPaperless: (accountNumber: string) => `Other paperless for ${accountNumber}`,
        },
        selectAll: {
          emailBillNotice: 'Select all Email Bill Notice',
          paperlessBill: 'Select all Paperless Bill',
          otherPaperless: 'Select all Other Paperless',
        },
        /** Not in the spec: why an account's email box cannot be unchecked. */
        emailForced: 'A paperless bill is always sent by email.',
        /** Not in the spec: the other options. */
        other: 'Other Options',
        annualMeetingKit: 'Send my annual meeting kit electronically',
        marketingEmail: 'Send me news and offers by email',
        /** Not in the spec: the confirmation checkbox. */
        confirmation:
          'I agree to receive the documents and messages chosen above by email instead of by mail, at the email address of my login.',
        /** Spec 02 §8. */
        noAccounts: 'There are no eligible accounts for managing Paperless Options.',
      },

      roundup: {
        /** Spec 02 §8. */
        noAccounts: 'There are no eligible accounts for managing Operation Roundup.',
        /** Not in the spec: the table's caption and the hint above it. */
        caption: 'Operation RoundUp of each account',
        hint: 'Select the accounts to change, then press Submit All.',
      },

      mfa: {
        /** Spec 02 §2.4: the mode card. */
        mode: 'App Authenticator',
        useAnApp: 'Use an App',
        setUpNow: 'Set Up Now',
        changeApp: 'Change App',
        removeApp: 'Remove App',
        /** Not in the spec: whether the mode is on. */
        statusOn: 'Active: you are asked for a code from your app when you sign in.',
        statusOff: 'Not set up: you sign in with your username and password only.',
        /** Not in the spec: the setup view. */
        setupTitle: 'Set up your authenticator app',
        scan: 'Scan this QR code with your authenticator app (such as Google Authenticator or Microsoft Authenticator).',
        qrLabel: 'QR code to scan with your authenticator app',
        manualKeyIntro: 'Or enter this key in your app by hand:',
        manualKey: 'Manual key',
        code: '6-digit code',
        codeHint: 'Enter the code your app shows now.',
        /** Spec 02 §2.4. */
        verify: 'Verify Code and Activate',
        cancel: 'Cancel',
        /** Not in the spec: the code field's rules. */
        codeRequired: 'Please enter the 6-digit code from your app.',
        codeInvalid: 'The code is 6 digits.',
        /**
         * A code the back office refused: spec 02 §8's account verification text, then ours (§8 gives the MFA
         * error no text) on what to do.
         */
        verificationFailed:
          'Account verification is unsuccessful. The code could not be verified. Check that the time on your device is correct and enter the code your app shows now.',
        /** After activation: spec 02 §8's account verification text, then ours. */
        activated:
          'Account verification is successful. Multi-factor authentication is on. You will be asked for a code from your app when you sign in.',
        /** Not in the spec: after removal. */
        removed: 'Multi-factor authentication is off.',
        /** Spec 02 §8: the Remove App question. */
        removeConfirm: 'Are you sure you want to delete this MFA mode?',
        /** Not in the spec: the question's buttons. */
        removeYes: 'Yes',
        removeNo: 'No',
      },
    }) as const,
  () => import('./es.ts'),
  'myProfileMessages',
);
