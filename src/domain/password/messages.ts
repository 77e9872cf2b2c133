import { catalogue } from '../language.ts';
/**
 * The texts of choosing a password (registration, reset, my profile) and of the reset-password,
 * forgot-password and forgot-username pages. Field messages are spec 02 §5's; texts the specs do not give
 * are marked "not in the spec".
 */
export const passwordMessages = catalogue(
  () =>
    ({
      rules: {
        passwordRequired: 'Please enter a password.',
        passwordCriteria: 'Password entry does not meet criteria.',
        /** Not in the spec, which says the criteria message is followed by "the rule text". */
        passwordRuleText:
          'It must be 8 to 50 characters long, without spaces, and contain at least 1 lowercase letter, 1 uppercase letter, 1 digit and 1 special character from !@#$%^&*.',
        confirmPasswordRequired: 'Please enter a confirm password.',
        passwordMismatch: 'Password and Confirm Password does not match.',
      },

      strength: {
        /** Not in the spec: the meter's label. */
        label: 'Password strength',
        levels: ['Too weak', 'Weak', 'Fair', 'Good', 'Strong'],
      },

      reset: {
        title: 'Reset Password',
        /** Not in the spec. */
        memberNameLabel: 'Member Name',
        /** Not in the spec. */
        newPasswordLabel: 'New Password',
        /** Not in the spec. */
        confirmPasswordLabel: 'Confirm Password',
        submit: 'Submit',
        /** Not in the spec: shown while the link is checked. */
        checkingLink: 'Checking your reset link…',
        /** Not in the spec: shown when the server's success message is empty. */
        success: 'Your password has been reset. You can now sign in with your new password.',
        /** Not in the spec. */
        signIn: 'Sign In',
        /** Not in the spec. */
        invalidLink:
          'This password reset link is invalid or has expired. Please request a new link from the Forgot password page.',
        /** Not in the spec. */
        goHome: 'Go to Home',
      },

      forgotPassword: {
        /** Not in the spec. */
        title: 'Forgot Password',
        /** Not in the spec. */
        instructions: 'Enter your username and we will email you a link to reset your password.',
        /** Not in the spec. */
        usernameLabel: 'Username',
        /** Not in the spec. */
        submit: 'Send Reset Link',
        /**
         * Not in the spec. Worded so it does not reveal whether the username exists; the reset link is valid for
         * a limited time.
         */
        confirmation:
          'If that username belongs to a portal account, we have sent a link to reset your password to the email address on file. Please check your inbox and follow the link to choose a new password.',
        /** Not in the spec. */
        backToSignIn: 'Back to Sign In',
      },

      forgotUsername: {
        /** Not in the spec. */
        title: 'Forgot Username',
        /** Not in the spec. */
        instructions: 'Enter the email address of your portal account and we will email you your username.',
        /** Not in the spec. */
        emailLabel: 'Email Address',
        /** My Profile's wording (spec 02 §5). */
        emailRequired: 'Please enter email.',
        /** My Profile's wording (spec 02 §5). */
        emailInvalid: 'Please enter a valid email address.',
        /** Not in the spec. */
        submit: 'Send Username',
        /** Not in the spec. Worded so it does not reveal whether the address is registered. */
        confirmation:
          'If that email address belongs to a portal account, we have sent your username to it. Please check your inbox.',
        /** Not in the spec. */
        backToSignIn: 'Back to Sign In',
      },
    }) as const,
  () => import('./es.ts'),
  'passwordMessages',
);
