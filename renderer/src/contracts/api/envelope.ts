// The response shapes live in the small module the home page imports; re-exported here so
// every other consumer keeps importing from `envelope`.
export {
  API_CODES,
  envelope,
  pageOf,
  pageQuerySchema,
  type Envelope,
  type Page,
  type PageQuery,
} from './envelope-shapes';
