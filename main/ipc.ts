import { ipcMain } from 'electron';
import { IpcGate } from './ipc-gate';

/** The process's gate over Electron's ipcMain (one per app). */
export function createIpcGate(): IpcGate {
  return new IpcGate(ipcMain);
}
