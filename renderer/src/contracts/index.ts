export * from './bridge';
export * from './api/envelope';
export * from './api/auth';
