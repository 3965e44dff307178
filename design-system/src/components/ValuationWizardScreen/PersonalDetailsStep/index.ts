export { PersonalDetailsStep, type PersonalDetailsStepProps } from './PersonalDetailsStep';
