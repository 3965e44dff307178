/**
 * The design system's sample data, as `@valuation/design-system/test`: the stories', the design
 * system's tests' and the frontend's tests' one copy (issue 32). Test-only: nothing in `src` outside
 * tests and stories imports it.
 */
export * from './fixtures';
export * from './staffFixtures';
export * from './visitFixtures';
export * from './collectionFixtures';
