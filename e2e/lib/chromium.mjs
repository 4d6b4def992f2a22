import { accessSync, constants } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** The flags Debian's chromium needs on this kind of machine (docs: STACK.md), for journeys and Lighthouse. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** CHROMIUM_PATH when set (and executable), otherwise Debian's chromium; null when none is found. */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  const candidates = fromEnv ? [fromEnv] : CANDIDATES;
  for (const path of candidates) {
    try {
      accessSync(path, constants.X_OK);
      return path;
    } catch {
      // try the next one
    }
  }
  return null;
}
