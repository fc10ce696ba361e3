/**
 * The project's specs run on the simulator's public testing entry (simulator/testing), as QA's do:
 * each project (support/phone-projects.ts) says the device and the mode, `page` is that phone's,
 * and each worker has its own mock API and app.
 */
export { expect, test } from '../../../simulator/testing';
