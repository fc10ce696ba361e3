// The tip's dialogs in one lazily loaded module: one dynamic import (and one preload list) on the
// content pages' first render instead of two.
export { TipSheet } from './tip-sheet';
export { TipResult } from './tip-result';
