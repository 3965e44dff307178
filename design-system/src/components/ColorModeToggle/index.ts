export { ColorModeToggle } from './ColorModeToggle';
