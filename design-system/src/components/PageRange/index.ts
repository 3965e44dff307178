export * from './PageRange';
