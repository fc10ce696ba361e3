// hls.js ships types for its full build only; "light" has the same API minus features the courses do not use.
declare module 'hls.js/light' {
  export { default } from 'hls.js';
  export * from 'hls.js';
}
