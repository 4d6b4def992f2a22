import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { OrderListLine, OrderListRecord } from '@shop/domain';
import type { OrderListStore } from './order-list-port.js';

/**
 * Order lists where the store has no table for them (WordPress): one Redis hash per buyer, field = list
 * id, value = the list as JSON. Every gateway instance sees the same lists. Creation checks the limit
 * and writes in one Lua script, so two tabs cannot pass the limit together.
 */

const CREATE_SCRIPT = `if redis.call('hlen', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end
redis.call('hset', KEYS[1], ARGV[2], ARGV[3])
return 1`;
// rewrite a list only while it still exists (a deleted list is not brought back by a late edit)
const UPDATE_SCRIPT = `if redis.call('hexists', KEYS[1], ARGV[1]) == 0 then return 0 end
redis.call('hset', KEYS[1], ARGV[1], ARGV[2])
return 1`;

function parse(raw: string | null | undefined): OrderListRecord | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as OrderListRecord;
    return typeof value.id === 'string' && typeof value.name === 'string' && Array.isArray(value.lines) ? value : null;
  } catch {
    return null;
  }
}

export class RedisOrderListStore implements OrderListStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private key(ownerId: string): string {
    return `${this.prefix}order-lists:${ownerId}`;
  }

  async list(ownerId: string): Promise<OrderListRecord[]> {
    const all = await this.redis.hvals(this.key(ownerId));
    return all.map(parse).filter((list): list is OrderListRecord => list !== null);
  }

  async get(ownerId: string, id: string): Promise<OrderListRecord | null> {
    return parse(await this.redis.hget(this.key(ownerId), id));
  }

  async create(
    ownerId: string,
    input: { name: string; lines: OrderListLine[] },
    opts: { max: number; now: Date },
  ): Promise<OrderListRecord | null> {
    const at = opts.now.toISOString();
    const record: OrderListRecord = { id: randomUUID(), ownerId, ...input, createdAt: at, updatedAt: at };
    const created = await this.redis.eval(
      CREATE_SCRIPT,
      1,
      this.key(ownerId),
      String(opts.max),
      record.id,
      JSON.stringify(record),
    );
    return created === 1 ? record : null;
  }

  async update(
    ownerId: string,
    id: string,
    change: { name?: string; lines?: OrderListLine[] },
    now: Date,
  ): Promise<OrderListRecord | null> {
    const current = await this.get(ownerId, id);
    if (!current) return null;
    const next: OrderListRecord = { ...current, ...change, updatedAt: now.toISOString() };
    const written = await this.redis.eval(UPDATE_SCRIPT, 1, this.key(ownerId), id, JSON.stringify(next));
    return written === 1 ? next : null;
  }

  async delete(ownerId: string, id: string): Promise<boolean> {
    return (await this.redis.hdel(this.key(ownerId), id)) > 0;
  }

  async deleteAll(ownerId: string): Promise<void> {
    await this.redis.del(this.key(ownerId));
  }
}

/** one development instance without Redis: lists live as long as the process */
export class MemoryOrderListStore implements OrderListStore {
  private readonly byOwner = new Map<string, Map<string, OrderListRecord>>();

  private lists(ownerId: string): Map<string, OrderListRecord> {
    let lists = this.byOwner.get(ownerId);
    if (!lists) this.byOwner.set(ownerId, (lists = new Map()));
    return lists;
  }

  list(ownerId: string): Promise<OrderListRecord[]> {
    return Promise.resolve([...this.lists(ownerId).values()].map((list) => structuredClone(list)));
  }

  get(ownerId: string, id: string): Promise<OrderListRecord | null> {
    const list = this.lists(ownerId).get(id);
    return Promise.resolve(list ? structuredClone(list) : null);
  }

  create(
    ownerId: string,
    input: { name: string; lines: OrderListLine[] },
    opts: { max: number; now: Date },
  ): Promise<OrderListRecord | null> {
    const lists = this.lists(ownerId);
    if (lists.size >= opts.max) return Promise.resolve(null);
    const at = opts.now.toISOString();
    const record: OrderListRecord = {
      id: randomUUID(),
      ownerId,
      ...structuredClone(input),
      createdAt: at,
      updatedAt: at,
    };
    lists.set(record.id, record);
    return Promise.resolve(structuredClone(record));
  }

  update(
    ownerId: string,
    id: string,
    change: { name?: string; lines?: OrderListLine[] },
    now: Date,
  ): Promise<OrderListRecord | null> {
    const lists = this.lists(ownerId);
    const current = lists.get(id);
    if (!current) return Promise.resolve(null);
    const next = { ...current, ...structuredClone(change), updatedAt: now.toISOString() };
    lists.set(id, next);
    return Promise.resolve(structuredClone(next));
  }

  delete(ownerId: string, id: string): Promise<boolean> {
    return Promise.resolve(this.lists(ownerId).delete(id));
  }

  deleteAll(ownerId: string): Promise<void> {
    this.byOwner.delete(ownerId);
    return Promise.resolve();
  }
}
