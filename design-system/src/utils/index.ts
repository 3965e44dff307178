export { visuallyHidden } from './visuallyHidden';
export { getErrorMessage } from './getErrorMessage';
export { useLinkComponent } from './useLinkComponent';
export { centeredScreenSx } from './centeredScreenSx';
export { typedFields, useTypedBeforeHydration, type TypedField } from './useTypedBeforeHydration';
export { HydrationPart } from './HydrationPart';
