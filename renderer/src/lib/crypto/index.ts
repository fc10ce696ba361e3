/**
 * Payload encryption (docs/product.md「原生桥接」). AES (Web Crypto) is here; RSA (node-forge,
 * large) loads on demand:
 *
 * ```ts
 * const { rsaEncrypt } = await loadRsa();
 * const code = rsaEncrypt(form.code, publicKey); // publicKey from GET /common/publicKey
 * ```
 */
/** Loads the RSA module (and node-forge) in its own chunk. */
export const loadRsa = () => import('./rsa');
