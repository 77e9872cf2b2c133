import { ResetPasswordScreen } from '../src/features/password/ResetPasswordScreen.tsx';
import { defineCoopElement } from '../src/ui/element/define-element.tsx';
import { coopResetPassword } from './generated/coop-reset-password.ts';

defineCoopElement(coopResetPassword, ResetPasswordScreen);
