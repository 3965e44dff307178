export { ServicesScreen, serviceFeatures, type ServicesScreenProps } from './ServicesScreen';
