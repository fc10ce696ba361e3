import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createElectronPanelHost, electronApi } from './electron-panel-host';
import { createHttpPanelHost } from './http-panel-host';
import { PanelApp } from './panel-app';
import './panel.css';

// In Electron the panel preload provides window.taxSim; in a browser tab the CLI's server does.
const api = electronApi();
const host = api ? createElectronPanelHost(api) : createHttpPanelHost();
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <PanelApp host={host} />
    </StrictMode>,
  );
}
