import { expect, type Locator, type Page } from '@playwright/test';
import type { MockApi } from '../../../simulator/testing';

/** The newest SMS code the mock API "sent" to `phone`, read through its typed client. */
export async function smsCodeOf(mockApi: MockApi, phone: string): Promise<string> {
  return (await mockApi.smsCodes({ query: { phone } }))[0]?.code ?? '';
}

/** The app's SMS login overlay of a phone browser (docs/product.md「账号与登录」): 注册/登录. */
export class LoginOverlay {
  readonly dialog: Locator;

  constructor(private readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: '注册/登录' });
  }

  get phone(): Locator {
    return this.dialog.getByLabel('手机号');
  }

  get code(): Locator {
    return this.dialog.getByLabel('验证码');
  }

  get sendCode(): Locator {
    return this.dialog.getByRole('button', { name: '获取验证码' });
  }

  get submit(): Locator {
    return this.dialog.getByRole('button', { name: '登录', exact: true });
  }

  /** Opens the overlay the way a user meets it: /register's 立即体验 asks for login. */
  async open(): Promise<this> {
    await this.page.goto('/app/register');
    await this.page.getByRole('button', { name: '立即体验' }).click();
    await expect(this.dialog).toBeVisible();
    return this;
  }

  /** Asks for a code for `phone` and waits for the countdown that says it was sent. */
  async requestCode(phone: string): Promise<void> {
    await this.phone.fill(phone);
    await this.sendCode.click();
    await expect(this.dialog.getByRole('button', { name: /^\d+秒后重试$/ })).toBeDisabled();
  }

  /**
   * Signs in as `phone` (typed as given) with the code the mock API sent, read through its typed
   * client, and waits for the overlay to close.
   */
  async signInWith(mockApi: MockApi, phone: string): Promise<void> {
    await this.requestCode(phone);
    const number = phone.trim();
    await expect.poll(() => smsCodeOf(mockApi, number)).toMatch(/^\d{6}$/);
    await this.code.fill(await smsCodeOf(mockApi, number));
    await this.submit.click();
    await expect(this.dialog).toBeHidden();
  }
}
