export { LineSkeleton } from './line-skeleton';
export { RouteSkeleton } from './route-skeleton';
