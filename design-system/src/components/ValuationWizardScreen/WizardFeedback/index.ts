export { WizardFeedback, type WizardFeedbackProps } from './WizardFeedback';
