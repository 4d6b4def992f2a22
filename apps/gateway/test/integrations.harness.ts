/**
 * What the integrators' specs share: the GraphQL documents of API keys and webhooks, a buyer with a
 * key, and a tiny HTTP receiver that records webhook deliveries.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import type { Caller, Gateway } from './commerce.harness.js';

export const CREATE_API_KEY = /* GraphQL */ `
  mutation CreateApiKey($name: String!, $scopes: [String!]!) {
    createApiKey(name: $name, scopes: $scopes) {
      apiKey {
        id
        name
        prefix
        scopes
        createdAt
        lastUsedAt
      }
      secret
      userErrors {
        field
        message
        code
      }
    }
  }
`;

export const API_KEYS = /* GraphQL */ `
  query ApiKeys {
    apiKeys {
      id
      name
      prefix
      scopes
      createdAt
      lastUsedAt
    }
  }
`;

export const REVOKE_API_KEY = /* GraphQL */ `
  mutation RevokeApiKey($id: ID!) {
    revokeApiKey(id: $id) {
      ok
      userErrors {
        field
        message
        code
      }
    }
  }
`;

export const CREATE_WEBHOOK = /* GraphQL */ `
  mutation CreateWebhook($url: String!, $events: [String!]!) {
    createWebhook(url: $url, events: $events) {
      webhook {
        id
        url
        events
        enabled
        disabledReason
      }
      secret
      userErrors {
        field
        message
        code
      }
    }
  }
`;

export const WEBHOOKS = /* GraphQL */ `
  query Webhooks($limit: Int) {
    webhooks {
      id
      url
      events
      enabled
      disabledReason
      deliveries(limit: $limit) {
        id
        eventId
        event
        status
        attempts
        lastResponseCode
        lastError
        nextAttemptAt
        deliveredAt
      }
    }
  }
`;

export const PRICED_PRODUCTS = /* GraphQL */ `
  query PricedProducts {
    products(pageSize: 3) {
      totalCount
      items {
        id
        slug
        name
        price {
          amount
          currencyCode
        }
      }
    }
  }
`;

/** creates a key for a logged-in buyer and returns its id and secret (fails the test on userErrors) */
export async function createKey(buyer: Caller, scopes: string[], name = `key ${scopes.join(' ')}`) {
  const res = await buyer.gql(CREATE_API_KEY, { name, scopes });
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  expect(res.data.createApiKey.userErrors).toEqual([]);
  return { id: res.data.createApiKey.apiKey.id as string, secret: res.data.createApiKey.secret as string };
}

/** a caller sending the key as Bearer */
export const withKey = (gateway: Gateway, secret: string, ip?: string) => gateway.as(secret, ip);

export interface Receipt {
  headers: IncomingMessage['headers'];
  body: string;
  status: number;
}

/**
 * An HTTP receiver on 127.0.0.1 (reachable with WEBHOOK_ALLOW_PRIVATE=true) answering each request
 * with the next status of `answer` (a function of the request's number, 1-based), recording every one.
 */
export async function startReceiver(answer: (n: number) => number = () => 200) {
  const received: Receipt[] = [];
  const waiters: (() => void)[] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const status = answer(received.length + 1);
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), status });
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'nope');
      for (const wake of waiters.splice(0)) wake();
    });
  });
  let connections = 0;
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    port,
    received,
    /** TCP connections made to it (also ones that never became a request) */
    connections: () => connections,
    /** resolves once `count` requests have arrived */
    async waitFor(count: number): Promise<void> {
      while (received.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
