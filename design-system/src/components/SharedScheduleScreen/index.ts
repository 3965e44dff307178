export { SharedScheduleScreen, type SharedScheduleScreenProps } from './SharedScheduleScreen';
