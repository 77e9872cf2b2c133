import type { PaymentMethod, TransactionPurpose } from '../simulator/payments/payment-records.ts';
import { html, type SafeHtml } from './html.ts';
import type { BankField, CardField } from './payment-details.ts';
import { gatewayPaths } from './paths.ts';

// Server-rendered pages of the hosted payment page: no script, no inline style, usable without
// JavaScript; errors are listed in a summary that takes focus and tied to their fields.

export type PaymentField = CardField | BankField;

export interface PaymentPageModel {
  /** A setup (a draft or an auto payment) shows what is saved, and no amount: it moves no money. */
  purpose: TransactionPurpose;
  utilityName: string;
  accountDisplay: string;
  amount: number;
  convenienceFees: Record<PaymentMethod, number>;
  method: PaymentMethod;
  enableCreditCard: boolean;
  enableECheck: boolean;
  acceptedCardTypes: string[];
  transNo: string;
  securityToken: string;
  /** Shows the box that keeps the new card or bank account in the signed-in member's wallet. */
  offerToSave: boolean;
  /** The box as the member left it, shown again after an error. */
  saveForLater: boolean;
  /** Entries to show again after an error; never a card number, security code or bank account number. */
  values: Partial<Record<PaymentField, string>>;
  errors: Partial<Record<PaymentField, string>>;
}

const processorName = 'SecurePay';
const cardTypeNames: Record<string, string> = {
  VI: 'Visa',
  MC: 'Mastercard',
  AX: 'American Express',
  DI: 'Discover',
};

/** Field ids, in the order the fields appear, so the error summary lists them in that order. */
const fieldIds: Record<PaymentField, string> = {
  cardholderName: 'cardholder-name',
  cardNumber: 'card-number',
  cardExpiry: 'card-expiry',
  cardSecurityCode: 'card-security-code',
  accountHolderName: 'account-holder-name',
  routingNumber: 'routing-number',
  bankAccountNumber: 'bank-account-number',
  bankAccountType: 'bank-account-type-checking',
};

export function paymentPage(model: PaymentPageModel): string {
  const setup = model.purpose === 'setup';
  const card = model.method === 'cc';
  const fee = model.convenienceFees[model.method];
  const total = model.amount + fee;
  const errorEntries = (Object.keys(fieldIds) as PaymentField[]).flatMap((field) => {
    const message = model.errors[field];
    return message ? [{ field, message }] : [];
  });
  const heading = setup ? `Save a payment method for ${model.utilityName}` : `Pay ${model.utilityName}`;
  const title = `${heading} | ${processorName} hosted payment`;
  const submitLabel = setup ? (card ? 'Save card' : 'Save bank account') : `Pay ${formatUsd(total)}`;

  return document(
    errorEntries.length > 0 ? `Error: ${title}` : title,
    html`
      <main class="panel" id="main">
        <h1>${heading}</h1>
        ${errorEntries.length > 0 ? errorSummary(errorEntries) : null}
        ${setup ? setupSummary(model) : paymentSummary(model, fee, total)}
        ${model.enableCreditCard && model.enableECheck ? methodSwitch(model) : null}
        <form class="payment-form" method="post" action="${gatewayPaths.pay}" novalidate>
          ${hiddenTransactionFields(model)}
          <input type="hidden" name="method" value="${model.method}" />
          ${card ? cardFields(model) : bankFields(model)}
          <p class="required-note">All fields are required.</p>
          ${model.offerToSave && !setup ? saveForLaterBox(model) : null}
          <div class="actions">
            <button class="button button-primary" type="submit">${submitLabel}</button>
            <button class="button button-secondary" type="submit" formaction="${gatewayPaths.cancel}">
              ${setup ? 'Cancel' : 'Cancel payment'}
            </button>
          </div>
        </form>
        <aside class="demo-note" aria-labelledby="demo-note-title">
          <h2 id="demo-note-title">Demo processor</h2>
          <p>
            No money moves. Card 4242 4242 4242 4242 with any future expiry date and any security code is
            approved; card 4000 0000 0000 0002 is declined. Bank payments: routing number 011000015 with any 4
            to 17 digit account number.
          </p>
        </aside>
      </main>
    `,
    setup ? footers.setup : footers.payment,
  );
}

function paymentSummary(model: PaymentPageModel, fee: number, total: number): SafeHtml {
  return html`
    <dl class="summary">
      <div>
        <dt>Pay to</dt>
        <dd>${model.utilityName}</dd>
      </div>
      <div>
        <dt>Account</dt>
        <dd>${model.accountDisplay}</dd>
      </div>
      <div>
        <dt>Payment amount</dt>
        <dd>${formatUsd(model.amount)}</dd>
      </div>
      <div>
        <dt>${model.method === 'cc' ? 'Card convenience fee' : 'Bank payment fee'}</dt>
        <dd>${formatUsd(fee)}</dd>
      </div>
      <div class="summary-total">
        <dt>Total</dt>
        <dd>${formatUsd(total)}</dd>
      </div>
    </dl>
  `;
}

/** A setup takes no money: the page names the accounts it is for and says so, with no amount or fee. */
function setupSummary(model: PaymentPageModel): SafeHtml {
  const accounts = model.accountDisplay
    .split(',')
    .map((account) => account.trim())
    .filter(Boolean);
  return html`
    <dl class="summary">
      <div>
        <dt>${accounts.length > 1 ? 'Accounts' : 'Account'}</dt>
        <dd>${accounts.join(', ')}</dd>
      </div>
    </dl>
    <p class="setup-note">
      No payment is taken now. The cooperative will use this card or bank account for the payments you set up.
    </p>
  `;
}

export function errorPage(heading: string, message: string): string {
  return document(
    `${heading} | ${processorName} hosted payment`,
    html`
      <main class="panel" id="main">
        <h1>${heading}</h1>
        <p>${message}</p>
        <p><a href="/">Return to the cooperative's website</a></p>
      </main>
    `,
  );
}

const footers = {
  payment: `${processorName} processes this payment for the cooperative. Your card and bank details are not shared with the cooperative's website.`,
  setup: `${processorName} keeps this card or bank account for the cooperative. Your card and bank details are not shared with the cooperative's website.`,
} as const;

function document(title: string, body: SafeHtml, footer: string = footers.payment): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title}</title>
        <link rel="stylesheet" href="${gatewayPaths.stylesheet}" />
      </head>
      <body>
        <header class="processor-bar">
          <p class="processor-name">${processorName} <span>Secure hosted payment</span></p>
        </header>
        ${body}
        <footer class="processor-footer">
          <p>${footer}</p>
        </footer>
      </body>
    </html>`.markup;
}

function errorSummary(entries: { field: PaymentField; message: string }[]): SafeHtml {
  return html`
    <div class="error-summary" role="alert" aria-labelledby="error-summary-title" tabindex="-1" autofocus>
      <h2 id="error-summary-title">There is a problem</h2>
      <ul>
        ${entries.map(({ field, message }) => html`<li><a href="#${fieldIds[field]}">${message}</a></li>`)}
      </ul>
    </div>
  `;
}

function methodSwitch(model: PaymentPageModel): SafeHtml {
  const other: PaymentMethod = model.method === 'cc' ? 'echeck' : 'cc';
  const texts =
    model.purpose === 'setup'
      ? { current: 'Saving a', card: 'Save a card instead', bank: 'Save a bank account instead' }
      : { current: 'Paying by', card: 'Pay by card instead', bank: 'Pay by bank account instead' };
  return html`
    <form class="method-switch" method="post" action="${gatewayPaths.chooseMethod}">
      ${hiddenTransactionFields(model)}
      <p>${texts.current} ${model.method === 'cc' ? 'card' : 'bank account'}.</p>
      <button class="button button-link" type="submit" name="method" value="${other}">
        ${other === 'cc' ? texts.card : texts.bank}
      </button>
    </form>
  `;
}

/** Unchecked until the member ticks it: nothing is kept in the wallet without asking. */
function saveForLaterBox(model: PaymentPageModel): SafeHtml {
  return html`
    <div class="checkbox">
      <input
        id="save-for-later"
        type="checkbox"
        name="saveForLater"
        value="true"
        ${model.saveForLater ? html`checked` : null}
      />
      <label for="save-for-later">
        ${
          model.method === 'cc'
            ? 'Save this card for future payments'
            : 'Save this bank account for future payments'
        }
      </label>
    </div>
  `;
}

function hiddenTransactionFields(model: PaymentPageModel): SafeHtml {
  return html`
    <input type="hidden" name="transNo" value="${model.transNo}" />
    <input type="hidden" name="securityToken" value="${model.securityToken}" />
  `;
}

function cardFields(model: PaymentPageModel): SafeHtml {
  const accepted = model.acceptedCardTypes.map((code) => cardTypeNames[code] ?? code).join(', ');
  return html`
    <fieldset class="method-fields">
      <legend>Card details</legend>
      <p class="hint" id="accepted-cards">We accept ${accepted}.</p>
      ${textField(model, 'cardholderName', { label: 'Name on card', autocomplete: 'cc-name' })}
      ${textField(model, 'cardNumber', {
        label: 'Card number',
        autocomplete: 'cc-number',
        inputmode: 'numeric',
        hint: 'The long number on the front of the card.',
        describedBy: 'accepted-cards',
        sensitive: true,
      })}
      <div class="field-row">
        ${textField(model, 'cardExpiry', {
          label: 'Expiry date',
          autocomplete: 'cc-exp',
          inputmode: 'numeric',
          hint: 'MM/YY, for example 08/29.',
          size: 'short',
        })}
        ${textField(model, 'cardSecurityCode', {
          label: 'Security code',
          autocomplete: 'cc-csc',
          inputmode: 'numeric',
          hint: 'The last 3 digits on the back of the card, or 4 on the front for American Express.',
          size: 'short',
          sensitive: true,
        })}
      </div>
    </fieldset>
  `;
}

function bankFields(model: PaymentPageModel): SafeHtml {
  const accountType = model.values.bankAccountType ?? 'checking';
  const typeError = model.errors.bankAccountType;
  return html`
    <fieldset class="method-fields">
      <legend>Bank account details</legend>
      ${textField(model, 'accountHolderName', { label: 'Account holder name', autocomplete: 'name' })}
      ${textField(model, 'routingNumber', {
        label: 'Routing number',
        autocomplete: 'off',
        inputmode: 'numeric',
        hint: 'The 9-digit number at the bottom left of a check.',
        size: 'medium',
      })}
      ${textField(model, 'bankAccountNumber', {
        label: 'Account number',
        autocomplete: 'off',
        inputmode: 'numeric',
        hint: '4 to 17 digits.',
        size: 'medium',
        sensitive: true,
      })}
      <fieldset
        class="field radio-group${typeError ? ' field-has-error' : ''}"
        ${typeError ? html`aria-describedby="bank-account-type-error"` : null}
      >
        <legend>Account type</legend>
        ${typeError ? fieldError('bank-account-type-error', typeError) : null}
        <div class="radio">
          <input
            id="bank-account-type-checking"
            type="radio"
            name="bankAccountType"
            value="checking"
            ${accountType === 'checking' ? html`checked` : null}
          />
          <label for="bank-account-type-checking">Checking</label>
        </div>
        <div class="radio">
          <input
            id="bank-account-type-savings"
            type="radio"
            name="bankAccountType"
            value="savings"
            ${accountType === 'savings' ? html`checked` : null}
          />
          <label for="bank-account-type-savings">Savings</label>
        </div>
      </fieldset>
    </fieldset>
  `;
}

interface TextFieldOptions {
  label: string;
  autocomplete: string;
  inputmode?: 'numeric';
  hint?: string;
  /** Another element that describes the field, besides its hint and error. */
  describedBy?: string;
  size?: 'short' | 'medium';
  /** Never shown again once submitted. */
  sensitive?: boolean;
}

function textField(model: PaymentPageModel, field: PaymentField, options: TextFieldOptions): SafeHtml {
  const id = fieldIds[field];
  const error = model.errors[field];
  const hintId = options.hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, options.describedBy, errorId].filter(Boolean).join(' ');
  const value = options.sensitive ? '' : (model.values[field] ?? '');
  return html`
    <div class="field${error ? ' field-has-error' : ''}">
      <label for="${id}">${options.label}</label>
      ${options.hint ? html`<p class="hint" id="${hintId}">${options.hint}</p>` : null}
      ${error && errorId ? fieldError(errorId, error) : null}
      <input
        class="input${options.size ? ` input-${options.size}` : ''}"
        id="${id}"
        name="${field}"
        type="text"
        value="${value}"
        autocomplete="${options.autocomplete}"
        ${options.inputmode ? html`inputmode="${options.inputmode}"` : null}
        spellcheck="false"
        required
        ${describedBy ? html`aria-describedby="${describedBy}"` : null}
        ${error ? html`aria-invalid="true"` : null}
      />
    </div>
  `;
}

function fieldError(id: string, message: string): SafeHtml {
  return html`<p class="field-error" id="${id}"><span class="visually-hidden">Error: </span>${message}</p>`;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

function formatUsd(amount: number): string {
  return usd.format(amount);
}
