import { useNavigate, useParams } from 'react-router';
import type { AddressBody } from '@/contracts/api/mall';
import { PageFrame } from '@/components/page-frame';
import { PageLoading } from '@/components/page-loading';
import { EmptyState, LoadFailure } from '@/components/states';
import { useRequest } from '@/lib/hooks/use-request';
import { showSuccess } from '@/lib/toast';
import { fetchAddresses, saveAddress } from '../api/mall-api';
import { AddressForm } from '../components/address-form';
import { backOr } from '../lib/back-or';
import { useActionKey } from '@/lib/api/action-key';
import '../components/mall.css';
import '../components/mall-detail.css';
import '../components/mall-orders.css';

/** exchange/:id: edits one saved recipient, then goes back to the list. */
export function IntegralExchangeEditPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const list = useRequest(fetchAddresses, 'addresses');
  const key = useActionKey('address');
  const save = async (body: AddressBody) => {
    await key.send(body, saveAddress);
    showSuccess('保存成功');
    backOr(navigate, '/integral/exchange');
  };

  let body;
  if (list.error) body = <LoadFailure error={list.error} onRetry={list.reload} />;
  else if (!list.data) body = <PageLoading />;
  else {
    const address = list.data.find((a) => a.id === id);
    body = address ? (
      <div className="mall-form">
        <AddressForm
          initial={address}
          submitText="保存"
          onSave={save}
          onCancel={() => backOr(navigate, '/integral/exchange')}
        />
      </div>
    ) : (
      <EmptyState title="收货地址不存在" description="该地址可能已被删除">
        <button
          type="button"
          className="mall-button"
          onClick={() => void navigate('/integral/exchange', { replace: true })}
        >
          查看收货地址
        </button>
      </EmptyState>
    );
  }
  return <PageFrame title="收货信息">{body}</PageFrame>;
}
