// @valuation/contracts: the one contract of the product (README.md beside src/).
export * from './api/common';
export * from './api/users';
export * from './api/auth';
export * from './api/profile';
export * from './api/passkeys';
export * from './api/enquiries';
export * from './api/catalogue';
export * from './api/valuations';
export * from './api/chat';
export * from './routes';
export * from './messages';
export * from './rules/account';
export * from './rules/profile';
export * from './rules/text';
export * from './rules/business-days';
export * from './rules/valuation';
export * from './rules/card';
