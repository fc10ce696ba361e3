import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { installAntdMobileRender } from './lib/antd-mobile-render';
import { bootstrap } from './app/bootstrap';
import { createAppRouter } from './app/router';
import './app/global.css';

installAntdMobileRender();
bootstrap();

const container = document.getElementById('root');
if (!container) throw new Error('#root missing');
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={createAppRouter()} />
  </StrictMode>,
);
