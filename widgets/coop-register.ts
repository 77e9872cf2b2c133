import { RegistrationScreen } from '../src/features/registration/RegistrationScreen.tsx';
import { defineCoopElement } from '../src/ui/element/define-element.tsx';
import { coopRegister } from './generated/coop-register.ts';

defineCoopElement(coopRegister, RegistrationScreen);
