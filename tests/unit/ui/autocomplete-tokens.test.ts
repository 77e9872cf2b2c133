import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * WCAG 2.2 SC 1.3.5 (Identify Input Purpose): a field that asks for a credential or for the member's own
 * details names its purpose with an autocomplete token, so that browsers, password managers and
 * assistive tools can fill it or show it in the member's terms. The screens are read as source: every
 * field of every screen, whatever state shows it, in one list.
 */

const source = path.resolve('src');

/** The tokens of WCAG 2.2 § 7 (Input Purposes for User Interface Components), and the credentials'. */
const purposeTokens = new Set([
  'name',
  'honorific-prefix',
  'given-name',
  'additional-name',
  'family-name',
  'honorific-suffix',
  'nickname',
  'organization-title',
  'username',
  'new-password',
  'current-password',
  'one-time-code',
  'organization',
  'street-address',
  'address-line1',
  'address-line2',
  'address-line3',
  'address-level4',
  'address-level3',
  'address-level2',
  'address-level1',
  'country',
  'country-name',
  'postal-code',
  'cc-name',
  'cc-given-name',
  'cc-additional-name',
  'cc-family-name',
  'cc-number',
  'cc-exp',
  'cc-exp-month',
  'cc-exp-year',
  'cc-csc',
  'cc-type',
  'transaction-currency',
  'transaction-amount',
  'language',
  'bday',
  'bday-day',
  'bday-month',
  'bday-year',
  'sex',
  'url',
  'photo',
  'tel',
  'tel-country-code',
  'tel-national',
  'tel-area-code',
  'tel-local',
  'tel-local-prefix',
  'tel-local-suffix',
  'tel-extension',
  'email',
  'impp',
]);

/** The field primitives, by the component name a screen renders. */
const fieldComponents = new Set([
  'TextField',
  'DigitsField',
  'PhoneField',
  'PasswordField',
  'MoneyField',
  'DateField',
  'SelectField',
  'input',
  'select',
  'textarea',
]);

function filesUnder(directory: string): string[] {
  return readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx'))
    .map((file) => path.join(directory, file));
}

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
}

function attribute(element: ts.JsxOpeningLikeElement, name: string): ts.JsxAttribute | undefined {
  return element.attributes.properties.find(
    (property): property is ts.JsxAttribute =>
      ts.isJsxAttribute(property) && property.name.getText() === name,
  );
}

/** An attribute's value as written: a string literal's text, or an expression's source. */
function attributeValue(
  element: ts.JsxOpeningLikeElement,
  name: string,
): { literal?: string; text?: string } {
  const initializer = attribute(element, name)?.initializer;
  if (!initializer) return {};
  if (ts.isStringLiteral(initializer)) return { literal: initializer.text };
  if (ts.isJsxExpression(initializer) && initializer.expression) {
    const expression = initializer.expression;
    return ts.isStringLiteral(expression) ? { literal: expression.text } : { text: expression.getText() };
  }
  return {};
}

function visit(node: ts.Node, each: (node: ts.Node) => void): void {
  each(node);
  node.forEachChild((child) => visit(child, each));
}

/**
 * The token a primitive gives its input when the screen gives none (`<TextField autoComplete="…" {...props}>`
 * in the primitive's own file: the screen's props come after it and win).
 */
function primitiveDefaults(): Map<string, string> {
  const defaults = new Map<string, string>();
  for (const component of fieldComponents) {
    const file = path.join(source, 'ui/primitives', component, `${component}.tsx`);
    let parsed: ts.SourceFile;
    try {
      parsed = parse(file);
    } catch {
      continue;
    }
    visit(parsed, (node) => {
      if (!ts.isJsxSelfClosingElement(node) && !ts.isJsxOpeningElement(node)) return;
      const properties = node.attributes.properties;
      const token = attributeValue(node, 'autoComplete').literal;
      const tokenAt = properties.findIndex((property) => property === attribute(node, 'autoComplete'));
      const spreadAt = properties.findIndex((property) => ts.isJsxSpreadAttribute(property));
      if (token && spreadAt > tokenAt && !defaults.has(component)) defaults.set(component, token);
    });
  }
  return defaults;
}

type Entry = readonly [file: string, label: string, token: string];

/**
 * Each field of the screens (and of the new-password pair) as [file, its label as written, its token]: a
 * field element; an object that describes a field (`{ label, autoComplete }`); a helper call that renders
 * one (its label first, its token a literal among the arguments after it).
 */
function fieldTokens(): Entry[] {
  const defaults = primitiveDefaults();
  const files = [
    ...filesUnder(path.join(source, 'features')),
    path.join(source, 'ui/primitives/PasswordPair/PasswordPair.tsx'),
  ];
  const entries: Entry[] = [];
  for (const file of files) {
    const name = path.relative(source, file).split(path.sep).join('/');
    visit(parse(file), (node) => {
      if (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) {
        const component = node.tagName.getText();
        if (!fieldComponents.has(component)) return;
        const label = attributeValue(node, 'label').text ?? attributeValue(node, 'aria-label').text ?? '';
        const token = attributeValue(node, 'autoComplete');
        const value = token.literal ?? (token.text ? `{${token.text}}` : (defaults.get(component) ?? ''));
        entries.push([name, label, value]);
      } else if (ts.isObjectLiteralExpression(node)) {
        const property = (key: string) =>
          node.properties.find(
            (one): one is ts.PropertyAssignment => ts.isPropertyAssignment(one) && one.name.getText() === key,
          )?.initializer;
        const label = property('label');
        const token = property('autoComplete');
        if (label && token && ts.isStringLiteral(token)) entries.push([name, label.getText(), token.text]);
      } else if (ts.isCallExpression(node)) {
        const [label, ...rest] = node.arguments;
        const token = rest.find(
          (argument): argument is ts.StringLiteral =>
            ts.isStringLiteral(argument) && purposeTokens.has(argument.text),
        );
        if (label && !ts.isStringLiteral(label) && token) entries.push([name, label.getText(), token.text]);
      }
    });
  }
  return entries;
}

const byPlace = (a: Entry, b: Entry) => a.join(' ').localeCompare(b.join(' '));

describe('autocomplete tokens (WCAG 2.2 SC 1.3.5)', () => {
  it('name the purpose of every credential and personal field, exactly these', () => {
    const named = fieldTokens()
      .filter(([, , token]) => purposeTokens.has(token))
      .sort(byPlace);
    const expected: Entry[] = [
      // Signing in, and the authenticator's code.
      ['features/login/LoginForm.tsx', 'loginMessages.usernameLabel', 'username'],
      ['features/login/LoginForm.tsx', 'loginMessages.passwordLabel', 'current-password'],
      ['features/login/LoginForm.tsx', 'loginMessages.mfa.codeLabel', 'one-time-code'],
      ['features/password/ForgotPasswordScreen.tsx', 'texts.usernameLabel', 'username'],
      ['features/password/ForgotUsernameScreen.tsx', 'texts.emailLabel', 'email'],
      // Choosing a new password: registration, reset password and My Profile share the pair.
      ['ui/primitives/PasswordPair/PasswordPair.tsx', 'newPasswordLabel', 'new-password'],
      ['ui/primitives/PasswordPair/PasswordPair.tsx', 'confirmPasswordLabel', 'new-password'],
      ['features/password/ResetPasswordScreen.tsx', 'texts.memberNameLabel', 'name'],
      ['features/registration/SendCodeStep.tsx', 'labels.userProvidedEmail', 'email'],
      ['features/registration/SendCodeStep.tsx', 'labels.userProvidedPhone', 'tel-national'],
      [
        'features/registration/VerificationCodeStep.tsx',
        'registrationMessages.labels.verificationCode',
        'one-time-code',
      ],
      ['features/registration/CompleteRegistrationStep.tsx', 'labels.username', 'username'],
      ['features/registration/CompleteRegistrationStep.tsx', 'labels.email', 'email'],
      ['features/registration/CompleteRegistrationStep.tsx', 'labels.confirmEmail', 'email'],
      ['features/my-profile/LoginInfoTab.tsx', 'texts.email', 'email'],
      ['features/my-profile/LoginInfoTab.tsx', 'texts.username', 'username'],
      ['features/my-profile/MfaTab.tsx', 'texts.code', 'one-time-code'],
      // The member's contacts, name, address and phones.
      ['features/manage-contacts/ContactDialog.tsx', 'messages.emailLabel', 'email'],
      ['features/manage-contacts/ContactDialog.tsx', 'messages.mobileLabel', 'tel-national'],
      ['features/manage-contacts/ContactDialog.tsx', 'messages.codeLabel', 'one-time-code'],
      ['features/account-profile/NameSection.tsx', 'messages.labels.firstName', 'given-name'],
      ['features/account-profile/NameSection.tsx', 'messages.labels.middleName', 'additional-name'],
      ['features/account-profile/NameSection.tsx', 'messages.labels.lastName', 'family-name'],
      // The street's number, name and type have no token of their own (see AddressSection.tsx).
      ['features/account-profile/AddressSection.tsx', 'messages.labels.unit', 'address-line2'],
      ['features/account-profile/AddressSection.tsx', 'messages.labels.city', 'address-level2'],
      ['features/account-profile/AddressSection.tsx', 'messages.labels.state', 'address-level1'],
      ['features/account-profile/AddressSection.tsx', 'messages.labels.zip', 'postal-code'],
      ['features/account-profile/PhonesSection.tsx', 'messages.labels.phoneNumber', 'tel-national'],
      ['features/account-profile/PhonesSection.tsx', 'messages.labels.extension', 'tel-extension'],
      // Applying for service.
      ['features/apply-for-service/ApplicationForm.tsx', 'messages.firstName', 'given-name'],
      ['features/apply-for-service/ApplicationForm.tsx', 'messages.lastName', 'family-name'],
      ['features/apply-for-service/ApplicationForm.tsx', 'messages.address1', 'address-line1'],
      ['features/apply-for-service/ApplicationForm.tsx', 'messages.address2', 'address-line2'],
      ['features/apply-for-service/ApplicationForm.tsx', 'messages.city', 'address-level2'],
      ['features/apply-for-service/ApplicationForm.tsx', 'messages.state', 'address-level1'],
      ['features/apply-for-service/ApplicationForm.tsx', 'messages.zip', 'postal-code'],
      ['features/apply-for-service/ApplicationForm.tsx', 'messages.phone', 'tel-national'],
      ['features/apply-for-service/ApplicationForm.tsx', 'messages.email', 'email'],
      // Unclaimed capital credits: the search and the claim.
      ['features/unclaimed-capital-credits/SearchForm.tsx', 'messages.firstName', 'given-name'],
      ['features/unclaimed-capital-credits/SearchForm.tsx', 'messages.lastName', 'family-name'],
      ['features/unclaimed-capital-credits/SearchForm.tsx', 'messages.companyName', 'organization'],
      ['features/unclaimed-capital-credits/ClaimForm.tsx', 'texts.name', 'name'],
      ['features/unclaimed-capital-credits/ClaimForm.tsx', 'texts.phone', 'tel-national'],
      ['features/unclaimed-capital-credits/ClaimForm.tsx', 'texts.email', 'email'],
      ['features/unclaimed-capital-credits/ClaimForm.tsx', 'texts.address1', 'address-line1'],
      ['features/unclaimed-capital-credits/ClaimForm.tsx', 'texts.address2', 'address-line2'],
      ['features/unclaimed-capital-credits/ClaimForm.tsx', 'texts.city', 'address-level2'],
      ['features/unclaimed-capital-credits/ClaimForm.tsx', 'texts.state', 'address-level1'],
      ['features/unclaimed-capital-credits/ClaimForm.tsx', 'texts.zip', 'postal-code'],
      // Call-back phones: an outage report and a service request.
      ['features/outage/ReportOutage.tsx', 'label', 'tel-national'],
      ['features/service-requests/ServiceRequestForm.tsx', 'messages.form.phone', 'tel-national'],
    ];
    expect(named).toEqual([...expected].sort(byPlace));
  });
});
