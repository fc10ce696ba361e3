/**
 * A points-mall account set up the way QA and its owner would: QA grants points, the owner saves
 * recipients and exchanges goods through the app's own endpoints (docs/product.md「积分与商城」).
 */
import { newClientKey } from '../../../renderer/src/contracts/api/client-key';
import {
  integralAddressSaveEndpoint,
  integralOrderSubmitEndpoint,
  type Address,
  type AddressBody,
  type MallOrder,
} from '../../../renderer/src/contracts/api/mall';
import type { AppSession, MockApi } from '../../../simulator/testing';

/** The recipient most mall specs ship to. */
export const CHEN_JING = {
  name: '陈静',
  phone: '13912345678',
  province: '广东省',
  city: '深圳市',
  district: '福田区',
  detail: '福华三路100号',
} as const satisfies AddressBody;

/** A second recipient, for the specs that choose between two. */
export const LI_MING = {
  name: '李明',
  phone: '13812345678',
  province: '北京市',
  city: '北京市',
  district: '海淀区',
  detail: '中关村大街27号',
} as const satisfies AddressBody;

/** QA grants `user` points (a 运营发放 line on their bill). */
export async function grantPoints(mockApi: MockApi, user: AppSession, points: number) {
  await mockApi.grantPoints({ body: { phone: user.phone, points } });
}

/** `user` saves a recipient (the first one saved is their default). */
export async function saveAddress(user: AppSession, address: AddressBody): Promise<Address> {
  return user.call(integralAddressSaveEndpoint, { body: address });
}

/** `user` exchanges `quantity` of a good, as the order page submits it (a key of its own). */
export async function exchange(
  user: AppSession,
  goodsId: number,
  quantity = 1,
): Promise<MallOrder> {
  return user.call(integralOrderSubmitEndpoint, {
    body: { goodsId, quantity, clientKey: newClientKey('e2e-mall') },
  });
}

/**
 * A new account with `points` granted and 陈静 saved as its recipient, that has exchanged a
 * physical good (goods 2, 财税人专用笔记本): the user and the order, waiting to be shipped.
 */
export async function userWithWaitingOrder(
  mockApi: MockApi,
  points: number,
): Promise<{ user: AppSession; order: MallOrder }> {
  const user = await mockApi.newUser();
  await grantPoints(mockApi, user, points);
  await saveAddress(user, CHEN_JING);
  return { user, order: await exchange(user, 2) };
}
