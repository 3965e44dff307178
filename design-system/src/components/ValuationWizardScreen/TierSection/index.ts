export { TierSection, type TierSectionProps } from './TierSection';
