import { SSR_APOLLO_STATE_ID } from '@shop/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { readServerState } from './hydration';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('readServerState (the Apollo cache of a server-rendered page)', () => {
  it('reads the JSON data block the gateway writes', () => {
    document.body.innerHTML = `<div id="root"></div><script type="application/json" id="${SSR_APOLLO_STATE_ID}">{"ROOT_QUERY":{"a":1}}</script>`;
    expect(readServerState()).toEqual({ ROOT_QUERY: { a: 1 } });
  });

  it('is undefined for the SPA shell or a damaged block', () => {
    expect(readServerState()).toBeUndefined();
    document.body.innerHTML = `<script type="application/json" id="${SSR_APOLLO_STATE_ID}">{"ROOT_QUERY":</script>`;
    expect(readServerState()).toBeUndefined();
  });
});
