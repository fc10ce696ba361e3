import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { Address, AddressBody } from '@/contracts/api/mall';
import { PageFrame } from '@/components/page-frame';
import { PageLoading } from '@/components/page-loading';
import { LoadFailure } from '@/components/states';
import { useRequest } from '@/lib/hooks/use-request';
import { showSuccess } from '@/lib/toast';
import { deleteAddress, fetchAddresses, saveAddress } from '../api/mall-api';
import { AddressCard, fullAddress } from '../components/address-card';
import { AddressForm } from '../components/address-form';
import { MallDialog } from '../components/mall-dialog';
import { backOr } from '../lib/back-or';
import { rememberPickedAddress } from '../lib/picked-address';
import { useActionKey } from '@/lib/api/action-key';
import '../components/mall.css';
import '../components/mall-detail.css';
import '../components/mall-orders.css';

/** The good whose order is choosing a recipient (`?goodsId=`), else null: plain management. */
function pickingFor(search: URLSearchParams): number | null {
  const id = Number(search.get('goodsId'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * 收货信息: the saved recipients (设为默认, 编辑, 删除) and a form to add one. Opened from the order
 * page (`?goodsId=`), choosing or adding a recipient goes back to the order with it.
 */
export function IntegralExchangePage() {
  const [search] = useSearchParams();
  const goodsId = pickingFor(search);
  const navigate = useNavigate();
  const [version, setVersion] = useState(0);
  const list = useRequest(fetchAddresses, `addresses:${version}`);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const [pending, setPending] = useState(false);
  const key = useActionKey('address');

  const pick = (id: number) => {
    if (goodsId === null) return;
    rememberPickedAddress(goodsId, id);
    backOr(navigate, `/integral/order?id=${goodsId}`);
  };
  const add = async (body: AddressBody) => {
    const saved = await key.send(body, saveAddress);
    showSuccess('保存成功');
    setAdding(false);
    if (goodsId !== null) pick(saved.id);
    else setVersion((v) => v + 1);
  };
  const run = async (action: () => Promise<unknown>, done: string) => {
    if (pending) return;
    setPending(true);
    try {
      await action();
      showSuccess(done);
      setVersion((v) => v + 1);
    } catch {
      // The HTTP client has shown the server's msg.
    } finally {
      setPending(false);
      setDeleting(null);
    }
  };

  let body;
  if (list.error) body = <LoadFailure error={list.error} onRetry={list.reload} />;
  else if (!list.data) body = <PageLoading />;
  else {
    const addresses = list.data;
    const showForm = adding || addresses.length === 0;
    body = (
      <div className="mall-form">
        {goodsId !== null && addresses.length > 0 ? (
          <p className="mall-form__block mall-form__muted">请选择本次兑换的收货地址</p>
        ) : null}
        {addresses.length > 0 ? (
          <ul className="mall-address-list" aria-label="收货地址">
            {addresses.map((a) => (
              <AddressCard
                key={a.id}
                address={a}
                onPick={goodsId === null ? undefined : () => pick(a.id)}
                onDelete={() => setDeleting(a)}
                onMakeDefault={() =>
                  void run(() => key.send({ ...a, isDefault: true }, saveAddress), '已设为默认地址')
                }
              />
            ))}
          </ul>
        ) : null}
        {showForm ? (
          <AddressForm
            submitText={goodsId === null ? '保存' : '保存并使用'}
            onSave={add}
            onCancel={addresses.length > 0 ? () => setAdding(false) : undefined}
          />
        ) : (
          <div className="mall-bottom-bar">
            <button
              type="button"
              className="mall-button mall-button--wide"
              onClick={() => setAdding(true)}
              disabled={addresses.length >= 20}
            >
              新增收货地址
            </button>
          </div>
        )}
        {addresses.length >= 20 ? (
          <p className="mall-form__block mall-form__muted">最多保存20个收货地址</p>
        ) : null}
      </div>
    );
  }

  return (
    <PageFrame title="收货信息">
      {body}
      {deleting ? (
        <MallDialog
          title="删除收货地址"
          text={`确定删除「${deleting.name} ${fullAddress(deleting)}」吗？`}
          confirmText="删除"
          pendingText="删除中…"
          pending={pending}
          onCancel={() => setDeleting(null)}
          onConfirm={() => void run(() => deleteAddress(deleting.id), '已删除')}
        />
      ) : null}
    </PageFrame>
  );
}
