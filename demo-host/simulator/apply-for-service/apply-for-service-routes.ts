import { Hono } from 'hono';
import { addDays, toIsoDate, usDate, fromIsoDate } from '../dates.ts';
import { sendMessage } from '../outbox/outbox.ts';
import { coopNameOf, siteOf } from '../portal/site-of.ts';
import { randomDigits } from '../random.ts';
import { siteEntry } from '../records.ts';
import { asText, readJsonObject } from '../request-body.ts';
import { badRequest, messages } from '../responses.ts';
import type { ServiceMounts } from '../service.ts';
import type { ApiEnv, SimulatorStore } from '../store.ts';
import type { ServiceApplicationRecord } from './apply-for-service-service.ts';

/** What the back office answers a request it refuses, on the field it names. */
export const applyForServiceAnswers = {
  requestType: 'Choose start, stop or move.',
  accountType: 'Type of service is required.',
  firstName: 'First name is required.',
  lastName: 'Last name is required.',
  address1: 'Address 1 is required.',
  city: 'City is required.',
  state: 'State is required.',
  zip: 'Zip code must be a 5 or 9 digit number. (Ex: *****-4321)',
  previousAddress: 'Current service address is required.',
  requestedDate: 'The requested date must be from tomorrow and within 90 days.',
  phone: 'Phone number is required.',
  email: 'Invalid e-mail address.',
  identity: 'Give the last 4 digits of your SSN or accept the deposit notice.',
  received: (confirmationNumber: string) =>
    `Your request was received. Your confirmation number is ${confirmationNumber}.`,
} as const;

const requestTypes = ['start', 'stop', 'move'] as const;
const requestNames = { start: 'Start service', stop: 'Stop service', move: 'Move service' } as const;

function isRequestType(value: string): value is ServiceApplicationRecord['requestType'] {
  return (requestTypes as readonly string[]).includes(value);
}

/**
 * POST /v3/service-applications: a public call (no access token). A valid request is kept (without the
 * SSN's digits, which are only checked for their form), a confirmation email goes to the demo outbox,
 * and the answer carries the confirmation number.
 */
export function applyForServiceRoutes(store: SimulatorStore): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  routes.post('/', async (c) => {
    const body = await readJsonObject(c.req.raw);
    if (!body) return badRequest([messages.bodyNotJson]);
    const text = (value: unknown) => (asText(value) ?? '').trim();
    const address = (
      typeof body.serviceAddress === 'object' && body.serviceAddress !== null ? body.serviceAddress : {}
    ) as Record<string, unknown>;
    const identity = (
      typeof body.identity === 'object' && body.identity !== null ? body.identity : {}
    ) as Record<string, unknown>;
    const site = siteOf(store.state, c.var.applicationId);
    const today = toIsoDate(store.now());
    // A day of slack each way: the portal counts days in the cooperative's zone, this clock in its own.
    const latest = toIsoDate(addDays(store.now(), 91));
    const requestType = text(body.requestType);
    const accountType = text(body.accountType);
    const requestedDate = text(body.requestedDate);
    const serviceAddress = {
      address1: text(address.address1),
      address2: text(address.address2),
      city: text(address.city),
      state: text(address.state),
      zip: text(address.zip),
    };
    const phone = text(body.phone);
    const email = text(body.email);
    const identityMethod = text(identity.method);
    const previousAddress = text(body.previousAddress);

    const problems: [string, boolean][] = [
      ['requestType', !isRequestType(requestType)],
      [
        'accountType',
        site.accountTypes.length > 0 && !site.accountTypes.some((type) => type.accountType === accountType),
      ],
      ['firstName', text(body.firstName) === ''],
      ['lastName', text(body.lastName) === ''],
      ['address1', serviceAddress.address1 === ''],
      ['city', serviceAddress.city === ''],
      ['state', serviceAddress.state === ''],
      ['zip', !/^\d{5}(\d{4})?$/.test(serviceAddress.zip) || /^0+$/.test(serviceAddress.zip)],
      ['previousAddress', requestType === 'move' && previousAddress === ''],
      [
        'requestedDate',
        !/^\d{4}-\d{2}-\d{2}$/.test(requestedDate) || requestedDate < today || requestedDate > latest,
      ],
      ['phone', !/^[1-9]\d{9}$/.test(phone)],
      ['email', !/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email)],
      [
        'identityMethod',
        !(
          (identityMethod === 'ssn' && /^\d{4}$/.test(text(identity.ssnLast4))) ||
          (identityMethod === 'deposit' && identity.depositAcknowledged === true)
        ),
      ],
    ];
    const fieldErrors = problems
      .filter(([, wrong]) => wrong)
      .map(([field]) => ({
        field,
        message:
          field === 'identityMethod'
            ? applyForServiceAnswers.identity
            : (applyForServiceAnswers[field as keyof typeof applyForServiceAnswers] as string),
      }));
    if (fieldErrors.length > 0 || !isRequestType(requestType)) return c.json(fieldErrors, 400);

    const confirmationNumber = `SA${toIsoDate(store.now()).replaceAll('-', '').slice(2)}${randomDigits(4)}`;
    const record: ServiceApplicationRecord = {
      confirmationNumber,
      requestType,
      accountType,
      firstName: text(body.firstName),
      lastName: text(body.lastName),
      serviceAddress,
      previousAddress: requestType === 'move' ? previousAddress : '',
      requestedDate,
      phone,
      email,
      identityMethod: identityMethod === 'ssn' ? 'ssn' : 'deposit',
      comments: text(body.comments),
      receivedAt: store.now().toISOString(),
    };
    siteEntry(store.state.applyForService.sites, c.var.applicationId, 'applyForService').push(record);

    const coopName = coopNameOf(store.state, c.var.applicationId);
    const addressLine = [
      serviceAddress.address1,
      serviceAddress.address2,
      serviceAddress.city,
      `${serviceAddress.state} ${serviceAddress.zip}`,
    ]
      .filter(Boolean)
      .join(', ');
    sendMessage(store, {
      applicationId: c.var.applicationId,
      channel: 'email',
      to: email,
      subject: `Your service request ${confirmationNumber}`,
      body: [
        `Dear ${record.firstName} ${record.lastName},`,
        '',
        `${coopName} received your request. Your confirmation number is ${confirmationNumber}.`,
        '',
        `Request: ${requestNames[requestType]}${accountType ? ` (${accountType})` : ''}`,
        `Service address: ${addressLine}`,
        ...(record.previousAddress ? [`Current service address: ${record.previousAddress}`] : []),
        `Requested date: ${usDate(fromIsoDate(requestedDate))}`,
        record.identityMethod === 'deposit'
          ? 'A deposit may be required before service begins; member services will tell you the amount.'
          : 'Your identity was checked with the last 4 digits of your SSN.',
        '',
        'Member services will contact you if anything else is needed.',
      ].join('\n'),
    });
    return c.json({ confirmationNumber, message: applyForServiceAnswers.received(confirmationNumber) });
  });
  return routes;
}

/** Where the simulator mounts this service's routes: services.ts pairs them with the service. */
export const applyForServiceMounts: ServiceMounts = ({ store }) => ({
  api: { '/v3/service-applications': applyForServiceRoutes(store) },
});
