import type { SimulatorService } from '../service.ts';
import { addDays, toIsoDate } from '../dates.ts';
import { perSite, riverbendApplicationId } from '../sites.ts';

export interface ServiceRequestsState {
  /** Keyed by ApplicationId. */
  sites: Record<string, ServiceRequestsSite>;
}

export interface ServiceRequestsSite {
  /** What any account of the site may request (spec 03 §3 service order type). */
  types: ServiceOrderTypeRecord[];
  /** Each account's requests, oldest first. */
  orders: Record<string, ServiceOrderRecord[]>;
  /** The number the next request gets. */
  nextSoNumber: number;
}

export interface ServiceOrderTypeRecord {
  workTypeID: string;
  description: string;
}

export interface ServiceOrderRecord {
  description: string;
  /** ISO date. */
  creation: string;
  soNumber: string;
  reviewed: boolean;
  workType: string;
  phone: string;
  comments: string;
}

/** demo-data.md: the five service order types. */
export const seededServiceOrderTypes: ServiceOrderTypeRecord[] = [
  { workTypeID: 'SS', description: 'Start Service' },
  { workTypeID: 'SP', description: 'Stop Service' },
  { workTypeID: 'TS', description: 'Transfer Service' },
  { workTypeID: 'OLR', description: 'Outdoor Light Repair' },
  { workTypeID: 'ROW', description: 'Right-of-Way Maintenance' },
];

/** demo-data.md: 300100200 has 7 past service orders, so the history pages at 5. */
function seedSite(applicationId: string, today: Date): ServiceRequestsSite {
  if (applicationId !== riverbendApplicationId) {
    return { types: seededServiceOrderTypes, orders: {}, nextSoNumber: 200001 };
  }
  const past: [number, string, boolean, string][] = [
    [400, 'OLR', true, 'Street light at the end of the driveway is out.'],
    [330, 'ROW', true, 'Branches touching the service drop.'],
    [250, 'TS', true, 'Moving service to the new shop building.'],
    [180, 'OLR', true, 'Yard light flickers at night.'],
    [95, 'ROW', true, 'Trees along the back fence line.'],
    [40, 'SS', false, 'Start service at the barn meter.'],
    [12, 'OLR', false, 'Security light stays on during the day.'],
  ];
  const orders = past.map(([daysAgo, workType, reviewed, comments], index) => ({
    description: seededServiceOrderTypes.find((type) => type.workTypeID === workType)?.description ?? '',
    creation: toIsoDate(addDays(today, -daysAgo)),
    soNumber: String(104101 + index),
    reviewed,
    workType,
    phone: '5550104821',
    comments,
  }));
  return {
    types: seededServiceOrderTypes,
    orders: { '300100200': orders },
    nextSoNumber: 104101 + past.length,
  };
}

/** Service requests: the types an account may request, each account's requests, and new ones. */
export const serviceRequestsService: SimulatorService<'serviceRequests', ServiceRequestsState> = {
  name: 'serviceRequests',
  version: 2,
  seed: (today) => ({ sites: perSite((applicationId) => seedSite(applicationId, today)) }),
};
