export { SectionCard, type SectionCardProps, type HeadingLevel } from './SectionCard';
