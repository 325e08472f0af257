export * from './detect';
export * from './format';
export * from './head';
export * from './lingui';
export * from './locales';
export * from './paths';
