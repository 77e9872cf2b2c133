import '../../../widgets/coop-register.ts';
import { fieldByLabel, shadowRootOf, waitFor } from '../support/shadow-queries.ts';
import { installSimulator, type InstalledSimulator } from '../support/simulator.ts';
import { buttonByName, setInputValue } from '../support/shadow-queries.ts';

/** Seed data (docs/demo-data.md, 'Registration'). */
export const alex = {
  accountNumber: '300700800',
  memberNumber: '1007',
  email: 'a.chen@example.com',
  maskedEmail: 'a***n@example.com',
  cellPhone: '(555) 010-4477',
  maskedCellPhone: '(***) ***-4477',
} as const;
/** An account whose member has no email or cell phone on file. */
export const dana = { accountNumber: '300800900', memberNumber: '1008' } as const;

export interface OutboxMessage {
  to: string;
  channel: 'email' | 'sms';
  subject: string;
  code: string | null;
  link: string | null;
}

export interface MountedRegistration {
  readonly element: HTMLElement;
  readonly root: ShadowRoot;
  readonly simulator: InstalledSimulator;
}

export function mountRegistration(options: Parameters<typeof installSimulator>[0] = {}): MountedRegistration {
  const simulator = installSimulator(options);
  const element = document.createElement('coop-register');
  element.setAttribute('portal-url', '/portal.html');
  document.body.append(element);
  return { element, root: shadowRootOf(element), simulator };
}

/** The heading of the registration card (it names the current step). */
export function headingOf(root: ShadowRoot): HTMLHeadingElement | null {
  return root.querySelector('h2');
}

export async function waitForHeading(root: ShadowRoot, text: string): Promise<HTMLHeadingElement> {
  return waitFor(() => {
    const heading = headingOf(root);
    return heading?.textContent === text && heading;
  }, `the heading "${text}"`);
}

/** What the simulator "sent", newest first (GET /api/__simulator/outbox). */
export async function outbox(simulator: InstalledSimulator): Promise<OutboxMessage[]> {
  const response = await simulator.call('/api/__simulator/outbox');
  return (await response.json()) as OutboxMessage[];
}

export async function latestCode(simulator: InstalledSimulator): Promise<string> {
  const [latest] = await outbox(simulator);
  if (!latest?.code) throw new Error('The outbox holds no code');
  return latest.code;
}

/** The select labelled exactly `label`. */
export function selectByLabel(root: ShadowRoot, label: string): HTMLSelectElement {
  const match = [...root.querySelectorAll('label')].find((element) => element.textContent?.trim() === label);
  const select = match?.htmlFor ? root.getElementById(match.htmlFor) : null;
  if (!(select instanceof HTMLSelectElement)) throw new Error(`No select labelled "${label}"`);
  return select;
}

export function chooseOption(select: HTMLSelectElement, value: string): void {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Account number → email option → the code from the outbox → Complete Registration. */
export async function reachCompleteRegistration(mounted: MountedRegistration): Promise<void> {
  const { root, simulator } = mounted;
  await waitFor(() => fieldByLabel(root, 'Account Number'), 'the account number field');
  setInputValue(fieldByLabel(root, 'Account Number'), alex.accountNumber);
  buttonByName(root, 'Next').click();
  await waitForHeading(root, 'Send Verification Code');
  fieldByLabel(root, `Email to ${alex.maskedEmail}`).click();
  buttonByName(root, 'Send').click();
  await waitForHeading(root, 'Enter Verification Code');
  setInputValue(fieldByLabel(root, 'Verification Code'), await latestCode(simulator));
  buttonByName(root, 'Verify').click();
  await waitForHeading(root, 'Complete Registration');
}
