// node:test for the journeys, with the journeys' deadlines: a journey (`it`) fails after
// JOURNEY_TIMEOUT_MS and a hook after HOOK_TIMEOUT_MS, so a hang reports in a minute or two, not never.
// (node's --test-timeout would time the whole file, which runs many journeys, as one test.)
import { after as nodeAfter, before as nodeBefore, it as nodeIt } from 'node:test';
import { HOOK_TIMEOUT_MS, JOURNEY_TIMEOUT_MS } from './timeouts.mjs';

export { afterEach, beforeEach, describe } from 'node:test';

/** it(name, fn) or it(name, options, fn), with a timeout of JOURNEY_TIMEOUT_MS unless options give one */
export function it(name, options, fn) {
  if (typeof options === 'function') return nodeIt(name, { timeout: JOURNEY_TIMEOUT_MS }, options);
  return nodeIt(name, { timeout: JOURNEY_TIMEOUT_MS, ...options }, fn);
}

export const before = (fn, options) => nodeBefore(fn, { timeout: HOOK_TIMEOUT_MS, ...options });
export const after = (fn, options) => nodeAfter(fn, { timeout: HOOK_TIMEOUT_MS, ...options });
