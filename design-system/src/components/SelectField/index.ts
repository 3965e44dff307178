export { LazySelectField } from './LazySelectField';
