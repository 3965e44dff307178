/**
 * Branded HTML + plain-text mails, one file per area; this index keeps one import path for them.
 * Dates and amounts are written the UK way by contracts' formatUkDay and formatGbp.
 */
export * from './mail-layout';
export * from './account-mails';
export * from './contact-mails';
export * from './chat-mails';
export * from './valuation-mails';
export * from './revaluation-mails';
