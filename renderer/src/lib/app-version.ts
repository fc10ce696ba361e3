/**
 * The app version reported when neither the UA nor the native app names one
 * (docs/product.md「原生桥接」). A module of its own, free of the build's env: the web build's
 * config reads it too (first reads).
 */
export const DEFAULT_APP_VERSION = '4.0.0';
