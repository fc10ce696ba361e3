import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createElectronPanelHost, electronApi } from './electron-panel-host';
import { createHttpPanelHost } from './http-panel-host';
import { PanelApp } from './panel-app';
import { createScreenClient } from './screen-client';
import { StillPhone } from './still-phone';
import './panel.css';

// In Electron the panel preload provides window.taxSim; in a browser tab the CLI's server does,
// with the screen channel of the framed phones.
const api = electronApi();
const host = api ? createElectronPanelHost(api) : createHttpPanelHost();
const screens = api ? undefined : createScreenClient();
const params = new URLSearchParams(location.search);
const still = params.get('still');
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      {still ? <StillPhone host={host} /> : <PanelApp host={host} screens={screens} />}
    </StrictMode>,
  );
}
