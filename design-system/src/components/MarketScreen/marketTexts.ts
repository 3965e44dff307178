import {
  CATALOGUE,
  MARKET_MOVEMENT_RULES,
  MARKET_TEXTS,
  formatUkClock,
  formatUkShortDate,
  type MarketMovement,
  type MarketMovementPreviewResponse,
  type ServiceType,
} from '@valuation/contracts';

/** The staff Market pages' own words (the rules' texts are the contracts' MARKET_TEXTS). */
export const MARKET_SCREEN_TEXTS = {
  title: 'Market',
  subtitle:
    'Record what you see in the market: every customer whose certified item it concerns is told, with the estimated value now.',
  formTitle: 'Record a movement',
  record: 'Record movement',
  recording: 'Recording...',
  listTitle: 'Movements',
  empty: 'No market movements recorded yet.',
  allBrands: 'All brands',
  sending: 'Sending',
  checking: 'Counting...',
  confirmTitle: 'Record this movement?',
  confirm: 'Confirm and record',
  /** How the dialog says the count: customers, and the valued items when more than one each. */
  willBeTold: (p: MarketMovementPreviewResponse) =>
    `${MARKET_TEXTS.willBeTold(p.customers)}${p.affected !== p.customers ? `, about ${p.affected} valued items` : ''}.`,
  whenTold: `They are told ${MARKET_MOVEMENT_RULES.withdrawWindowMinutes} minutes after you record it (in the app, by email and by push); until then you can withdraw it.`,
  withdrawTitle: 'Withdraw this movement?',
  withdrawDescription:
    'Its customers will not be told: its notices are withdrawn with it and its emails are not sent.',
  withdrawConfirm: 'Withdraw movement',
  withdrawing: 'Withdrawing...',
  withdrawnStatus: 'Withdrawn: its customers will not be told.',
  toldAt: (at: string) => `told at ${formatUkClock(at)}`,
  withdrawnBy: (by: string) => `Withdrawn by ${by}`,
  effectiveHelp: 'Today or earlier: certificates issued up to the end of this day are concerned',
} as const;

export const serviceLabel = (type: ServiceType) =>
  CATALOGUE.services.find((s) => s.type === type)?.name ?? type;

export const signedPercent = (value: number) => `${value > 0 ? '+' : ''}${value}%`;
export const formatDay = (iso: string) => formatUkShortDate(iso, 'utc');

/** A movement in a few words, for a button's accessible name. */
export const describeScope = (m: Pick<MarketMovement, 'service' | 'brand' | 'changePercent'>) =>
  `${serviceLabel(m.service)}${m.brand ? ` ${m.brand}` : ''} ${signedPercent(m.changePercent)}`;
