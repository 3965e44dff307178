export { ChoiceCard, type ChoiceCardProps } from './ChoiceCard';
