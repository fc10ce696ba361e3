// The module itself, not the package index: the index drags the whole library (and its animation
// runtime) into the first download. It is the same module instance Toast and Dialog read.
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createRoot, type Root } from 'react-dom/client';

type Container = (Element | DocumentFragment) & { __reactRoot?: Root };

/** antd-mobile 5 renders Toast and Dialog with React 18's API; React 19 needs this adapter. */
export function installAntdMobileRender() {
  unstableSetRender((node, container: Container) => {
    container.__reactRoot ??= createRoot(container);
    const root = container.__reactRoot;
    root.render(node);
    return async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
      delete container.__reactRoot;
    };
  });
}
