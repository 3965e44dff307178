export {
  ValuationWizardScreen,
  emptyValuationWizardValues,
  toCreateValuationFields,
  WIZARD_STEPS,
  WIZARD_SCROLL,
  WIZARD_TEXTS,
  PHOTO_GUIDANCE,
  WIZARD_DEFAULT_COUNTRY,
  type ValuationWizardScreenProps,
  type ValuationWizardStep,
  type ValuationWizardValues,
} from './ValuationWizardScreen';
