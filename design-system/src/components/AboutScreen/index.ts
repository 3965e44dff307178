export { AboutScreen, aboutStatistics } from './AboutScreen';
