import { accessSync, constants } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

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
