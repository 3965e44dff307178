export { YourDataSection, type YourDataSectionProps } from './YourDataSection';
