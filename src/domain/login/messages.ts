import { catalogue } from '../language.ts';
/**
 * Every text of the Sign In screen, worded as spec 01 (§2.8, §5 Login, §8) says. Texts the spec does not
 * give are marked "not in the spec".
 */
export const loginMessages = catalogue(
  () =>
    ({
      title: 'Sign In',
      /** Not in the spec: the spinner's name while the site's settings load. */
      loading: 'Loading the sign-in form',
      usernameLabel: 'Username',
      passwordLabel: 'Password',
      showPassword: 'Show password',
      hidePassword: 'Hide password',
      logIn: 'Log in',

      usernameRequired: 'Please enter your username.',
      passwordRequired: 'Please enter your password.',
      /** Not in the spec: the field cannot take more, but a pasted value can be longer. */
      usernameTooLong: 'Your username cannot be longer than 60 characters.',
      /** Not in the spec: the field cannot take more, but a pasted value can be longer. */
      passwordTooLong: 'Your password cannot be longer than 50 characters.',

      /** The spec's spelling, kept exactly. */
      success: 'Request successfull, please wait..',
      loggedOut: 'You have successfully logged out',

      links: {
        createAccount: 'Create Account',
        forgotPassword: 'Forgot password?',
        forgotUsername: 'Forgot username?',
        /** Not in the spec: the link that opens the 'Member Login' help dialog. */
        help: 'Need help signing in?',
      },

      help: {
        title: 'Member Login',
        /** Not in the spec. */
        text: 'Sign in with the username and password of your member portal account. New to the portal? Choose Create Account and have your account number ready. If you forgot your password or username, use the links below the Log in button.',
        /** Not in the spec. */
        close: 'Close',
      },

      /** Not in the spec, which says first-time users must create a new portal account as old credentials will not work. */
      originalPortalBanner:
        'Welcome to our new member portal. If this is your first visit, please create a new portal account: the username and password of the previous portal will not work here.',

      mfa: {
        /** Not in the spec. */
        heading: 'Verify it is you',
        /** Not in the spec. */
        instructions: 'Enter the 6-digit code from your authenticator app.',
        /** Not in the spec. */
        codeLabel: 'Verification code',
        verify: 'Verify',
        back: 'Back',
      },
    }) as const,
  () => import('./es.ts'),
  'loginMessages',
);
