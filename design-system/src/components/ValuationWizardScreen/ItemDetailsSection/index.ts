export { ItemDetailsSection, type ItemDetailsSectionProps } from './ItemDetailsSection';
