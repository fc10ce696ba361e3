/**
 * The phone's system (simulator/hosts/shell/phone-system.ts) over an Electron web view: the
 * DevTools protocol client main already holds on it (phone-emulation.ts) for scripts on new
 * documents, the page's awaited calls (cdp-binding.ts), the position, the file chooser, touch and
 * media emulation; the session's permission handler for the location; webContents' own history.
 */
import type { Session, WebContents } from 'electron';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { PageAppearance } from '../simulator/hosts/shell/appearance';
import type {
  FileChooserRequest,
  PickedPayload,
  SystemDriver,
  SystemPage,
} from '../simulator/hosts/shell/system-driver';
import { exposeCdpFunction, type CdpClient } from './cdp-binding';

type DriverWebContents = Pick<WebContents, 'debugger' | 'executeJavaScript' | 'navigationHistory'>;

export type ElectronSystemOptions = {
  webContents: DriverWebContents;
  session: Pick<Session, 'setPermissionRequestHandler' | 'setPermissionCheckHandler'>;
  /** The phone closed its web view (closePage). */
  closed: () => boolean;
  /** Closes the web view as the app's close does. */
  close: () => Promise<void>;
  viewport: () => { width: number; height: number };
  /** The session's language (its Accept-Language). */
  defaultLanguage: string;
  /** Where picked files are written for the page's file input (the system's temp dir). */
  tempDir?: string;
};

export type ElectronSystemDriver = SystemDriver & {
  /** Removes the files written for the page. */
  dispose(): Promise<void>;
};

export function electronSystemDriver(options: ElectronSystemOptions): ElectronSystemDriver {
  const { webContents: wc, session } = options;
  const client: CdpClient = {
    send: (method, params) => wc.debugger.sendCommand(method, params) as Promise<unknown>,
    onEvent: (listener) =>
      wc.debugger.on('message', (_event, method, params) => listener(method, params)),
  };
  // Scripts for new documents, and the file chooser's event, need the Page domain on.
  let pageDomain: Promise<unknown> | null = null;
  const withPageDomain = () => (pageDomain ??= client.send('Page.enable'));
  const addScript = async (source: string): Promise<string> => {
    await withPageDomain();
    const { identifier } = (await client.send('Page.addScriptToEvaluateOnNewDocument', {
      source,
    })) as { identifier: string };
    return identifier;
  };

  const grantedOrigins = new Set<string>();
  const originOf = (url: string) => {
    try {
      return new URL(url).origin;
    } catch {
      return '';
    }
  };
  // Only the location is the phone's to decide; other permissions keep Electron's default (allowed).
  session.setPermissionRequestHandler((_wc, permission, callback, details) =>
    callback(permission !== 'geolocation' || grantedOrigins.has(originOf(details.requestingUrl))),
  );
  session.setPermissionCheckHandler(
    (_wc, permission, requestingOrigin) =>
      permission !== 'geolocation' || grantedOrigins.has(originOf(requestingOrigin)),
  );

  const files = new PickedFiles(options.tempDir ?? tmpdir());
  const appearance = new PageAppearance(
    {
      isClosed: options.closed,
      emulateMedia: async (colorScheme, reducedMotion) =>
        void (await client.send('Emulation.setEmulatedMedia', {
          features: [
            { name: 'prefers-color-scheme', value: colorScheme },
            { name: 'prefers-reduced-motion', value: reducedMotion ? 'reduce' : 'no-preference' },
          ],
        })),
      addScript,
      removeScript: async (identifier) =>
        void (await client.send('Page.removeScriptToEvaluateOnNewDocument', { identifier })),
      setLanguage: async (language) => {
        await client.send('Network.setExtraHTTPHeaders', {
          headers: { 'Accept-Language': language },
        });
        // Intl's default locale too; a Chromium that refuses it keeps navigator.language's word.
        await client
          .send('Emulation.setLocaleOverride', { locale: language })
          .catch(() => undefined);
      },
      evaluate: (source) => wc.executeJavaScript(source),
    },
    options.defaultLanguage,
  );

  const page: SystemPage = {
    isClosed: options.closed,
    evaluate: (script) => wc.executeJavaScript(script),
    historyIndex: async () => {
      const history = wc.navigationHistory;
      const first = history.getAllEntries().findIndex((entry) => entry.url !== 'about:blank');
      return first < 0 ? 0 : history.getActiveIndex() - first;
    },
    goBack: async () => wc.navigationHistory.goBack(),
    close: options.close,
    viewportSize: options.viewport,
    withCdp: (use) => use(client.send),
    applyAppearance: (look) => appearance.apply(look),
  };

  return {
    addInitScript: async (script) => void (await addScript(script)),
    exposeFunction: async (name, handler) =>
      void (await addScript(await exposeCdpFunction(client, name, handler))),
    setGeolocation: async (position) =>
      void (await client.send('Emulation.setGeolocationOverride', position)),
    grantGeolocation: async (origin) => void grantedOrigins.add(origin),
    onFileChooser: (pick) => {
      client.onEvent((method, params) => {
        if (method !== 'Page.fileChooserOpened') return;
        void chooserOf(client, files, params).then((chooser) => chooser && pick(chooser));
      });
      void withPageDomain()
        .then(() => client.send('Page.setInterceptFileChooserDialog', { enabled: true }))
        .catch(() => undefined);
    },
    page: () => page,
    dispose: () => files.dispose(),
  };
}

/** The chooser of a Page.fileChooserOpened event: its input's attributes, and its answer. */
async function chooserOf(
  client: CdpClient,
  files: PickedFiles,
  params: unknown,
): Promise<FileChooserRequest | null> {
  const { backendNodeId, mode } = (params ?? {}) as { backendNodeId?: number; mode?: string };
  if (typeof backendNodeId !== 'number') return null;
  const described = (await client
    .send('DOM.describeNode', { backendNodeId })
    .catch(() => null)) as { node?: { attributes?: string[] } } | null;
  const attributes = described?.node?.attributes ?? [];
  const attribute = (name: string): string | null => {
    for (let i = 0; i + 1 < attributes.length; i += 2)
      if (attributes[i]?.toLowerCase() === name) return attributes[i + 1] ?? '';
    return null;
  };
  return {
    accept: attribute('accept') ?? '',
    capture: attribute('capture') !== null,
    multiple: mode === 'selectMultiple',
    setFiles: async (picked) =>
      void (await client.send('DOM.setFileInputFiles', {
        files: await files.write(picked),
        backendNodeId,
      })),
  };
}

/** Picked files as the page's input needs them: real files on disk, until the phone goes. */
class PickedFiles {
  private dir: Promise<string> | null = null;
  private count = 0;

  constructor(private readonly root: string) {}

  /** Writes the files (each in a folder of its own, so that two of one name both stay); their paths. */
  async write(picked: readonly PickedPayload[]): Promise<string[]> {
    if (picked.length === 0) return [];
    const dir = await (this.dir ??= mkdtemp(join(this.root, 'tax-sim-files-')));
    return Promise.all(
      picked.map(async (file) => {
        const folder = join(dir, String(++this.count));
        await mkdir(folder);
        // The name comes from QA's desktop: only its last part, never a path out of the folder.
        const name = basename(file.name.replace(/\\/g, '/'));
        const path = join(folder, name === '' || name === '.' || name === '..' ? 'file' : name);
        await writeFile(path, file.buffer);
        return path;
      }),
    );
  }

  async dispose(): Promise<void> {
    const dir = this.dir;
    this.dir = null;
    if (dir) await rm(await dir, { recursive: true, force: true });
  }
}
