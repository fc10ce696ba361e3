import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createElectronPanelHost, electronApi } from './electron-panel-host';
import { PhoneChrome } from './phone-chrome';
import './phone-chrome.css';
import './phone-chrome-window.css';

const api = electronApi();
const phoneId = new URLSearchParams(location.search).get('phone');
const root = document.getElementById('root');
if (root && api && phoneId) {
  createRoot(root).render(
    <StrictMode>
      <PhoneChrome host={createElectronPanelHost(api)} phoneId={phoneId} />
    </StrictMode>,
  );
}
