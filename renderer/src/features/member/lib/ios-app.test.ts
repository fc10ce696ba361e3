import { describe, expect, it } from 'vitest';
import { isIosApp } from './ios-app';

const IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

describe('isIosApp', () => {
  it('is true only in the iOS app web view', () => {
    expect(isIosApp(`${IOS} TaxApp/4.0.0`)).toBe(true);
    expect(isIosApp(IOS)).toBe(false);
    expect(isIosApp(`${ANDROID} TaxApp/4.0.0`)).toBe(false);
  });
});
