import { type Browser, chromium } from 'playwright-core';

/** Debian's Chromium, never a downloaded one; the flags keep it off this machine's closed network. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-quic',
  '--no-first-run',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** A locality of Surat (Adajan): the demo data has an outlet there. */
export const SURAT_ADAJAN = { latitude: 21.196, longitude: 72.794 };
