export { PageScaffold, type PageScaffoldProps } from './PageScaffold';
