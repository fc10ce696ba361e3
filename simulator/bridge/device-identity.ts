/**
 * Stable device identifiers: a phone keeps its push token and device number across app launches,
 * so they derive from the profile id (and an optional seed to tell several copies of one model apart).
 */

/** 32-bit FNV-1a, enough to spread ids; not security. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** `length` hex digits derived from `text`. */
export function hexDigest(text: string, length: number): string {
  let out = '';
  for (let round = 0; out.length < length; round += 1)
    out += fnv1a(`${round}:${text}`).toString(16).padStart(8, '0');
  return out.slice(0, length);
}

/** APNs device tokens are 64 hex digits; FCM-style Android push tokens are longer base64url-ish strings. */
export function deviceTokenFor(platform: 'ios' | 'android', deviceId: string, seed = ''): string {
  const hex = hexDigest(`token:${deviceId}:${seed}`, 64);
  return platform === 'ios' ? hex : `${hex.slice(0, 22)}:APA91b${hex.slice(22)}`;
}

/** A device number shaped like the vendor id the app reports (UUID on iOS, 16 hex digits on Android). */
export function deviceNumFor(platform: 'ios' | 'android', deviceId: string, seed = ''): string {
  const hex = hexDigest(`num:${deviceId}:${seed}`, 32);
  if (platform === 'android') return hex.slice(0, 16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`.toUpperCase();
}
