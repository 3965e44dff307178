/**
 * Marks the footer's copyright line (its own module: a page that keeps a prerendered footer writes
 * the visitor's current year there without loading the footer's code).
 */
export const CURRENT_YEAR_ATTRIBUTE = 'data-current-year';
