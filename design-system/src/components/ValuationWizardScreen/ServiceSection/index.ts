export { ServiceSection, type ServiceSectionProps } from './ServiceSection';
