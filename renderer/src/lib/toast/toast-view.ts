// antd-mobile's Toast brings its mask and animation runtime (~25 KB gzip): this module loads with
// the first toast (lib/toast), not with the first screen.
import { Toast, type ToastShowProps } from 'antd-mobile';
import { installAntdMobileRender } from '@/lib/antd-mobile-render';

installAntdMobileRender();

export function showToastView(props: ToastShowProps): void {
  Toast.show(props);
}
