export { WizardSummary, type WizardSummaryProps } from './WizardSummary';
