export {
  ValuationWizardScreen,
  emptyValuationWizardValues,
  toCreateValuationFields,
  WIZARD_STEPS,
  WIZARD_SCROLL,
  WIZARD_TEXTS,
  type ValuationWizardScreenProps,
  type ValuationWizardStep,
  type ValuationWizardValues,
} from './ValuationWizardScreen';
