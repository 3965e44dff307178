import {
  CATALOGUE,
  ROUTES,
  type AssigneeFilter,
  type ServiceType,
  type StaffPerson,
  type StaffValuationRow,
  formatUkWeekdayTime,
} from '@valuation/contracts';

export const ASSIGNEE_FILTER_LABELS: Record<AssigneeFilter, string> = {
  any: 'Anyone',
  me: 'Assigned to me',
  none: 'Unassigned',
};

export const QUEUE_TEXTS = {
  title: 'Valuation queue',
  subtitle: 'Paid requests first, express before standard, then by due date.',
  openSubtitle:
    'Overdue requests first, then yours, then unassigned ones. Completed and cancelled requests are under Status.',
  empty: 'No valuation requests match these filters.',
  overdue: 'Overdue',
  unassigned: 'Unassigned',
  notPaid: 'Not paid',
  openView: 'Open requests',
  allView: 'All statuses',
  due: 'Due',
} as const;

/** "Thu 26 Nov, 17:00" (UK time). */
export const formatDue = (iso: string): string => formatUkWeekdayTime(iso);

export const serviceName = (type: ServiceType): string =>
  CATALOGUE.services.find((s) => s.type === type)?.name ?? type;

export const tierName = (row: Pick<StaffValuationRow, 'serviceType' | 'serviceTier'>): string =>
  CATALOGUE.services.find((s) => s.type === row.serviceType)?.tiers[row.serviceTier]?.name ??
  row.serviceTier;

export const personName = (person: StaffPerson): string =>
  `${person.firstName} ${person.lastName}`.trim();

export const staffValuationHref = (id: string): string =>
  ROUTES.staffValuation.replace(':id', encodeURIComponent(id));
