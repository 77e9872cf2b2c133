import { LoginElement } from '../src/features/login/LoginElement.tsx';
import { defineCoopElement } from '../src/ui/element/define-element.tsx';
import { coopLogin } from './generated/coop-login.ts';

defineCoopElement(coopLogin, LoginElement);
