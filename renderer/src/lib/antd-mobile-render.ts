// The module itself, not the package index, which would drag in the whole library. In the browser
// build it is the same module instance Toast and Dialog read (the package's `module` entry is
// es/index.js). Installed by lib/toast/toast-view.ts, the app's only imperative antd-mobile use.
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createRoot, type Root } from 'react-dom/client';
import type { ReactElement } from 'react';

type Container = (Element | DocumentFragment) & { __reactRoot?: Root };

/** Renders antd-mobile's imperative UI (Toast, Dialog) with React 19's root API. */
export function reactRootRender(node: ReactElement, container: Container) {
  container.__reactRoot ??= createRoot(container);
  const root = container.__reactRoot;
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    delete container.__reactRoot;
  };
}

/** antd-mobile 5 renders Toast and Dialog with React 18's API; React 19 needs this adapter. */
export function installAntdMobileRender() {
  unstableSetRender(reactRootRender);
}
