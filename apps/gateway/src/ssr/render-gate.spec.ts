import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRenderGate, RenderOverloaded } from './render-gate.js';

/** a task that runs until it is told to finish */
function heldTask() {
  let finish!: (value: string) => void;
  const started = vi.fn();
  const task = () => {
    started();
    return new Promise<string>((resolve) => (finish = resolve));
  };
  return { task, started, finish: (value: string) => finish(value) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createRenderGate', () => {
  it('runs `concurrency` renders at a time and starts a waiting one when a turn frees', async () => {
    const gate = createRenderGate({ concurrency: 2, queueLimit: 5, maxWaitMs: 60_000 });
    const [a, b, c] = [heldTask(), heldTask(), heldTask()];
    const results = [gate.run(a.task), gate.run(b.task), gate.run(c.task)];
    await vi.waitFor(() => expect(b.started).toHaveBeenCalled());
    expect(a.started).toHaveBeenCalled();
    expect(c.started).not.toHaveBeenCalled();
    expect(gate.active).toBe(2);
    expect(gate.waiting).toBe(1);
    a.finish('a');
    await vi.waitFor(() => expect(c.started).toHaveBeenCalled());
    b.finish('b');
    c.finish('c');
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c']);
    expect(gate.waiting).toBe(0);
  });

  it('refuses at once when the queue is full, without running the render', async () => {
    const gate = createRenderGate({ concurrency: 1, queueLimit: 1, maxWaitMs: 60_000 });
    const [a, b, c] = [heldTask(), heldTask(), heldTask()];
    const first = gate.run(a.task);
    const second = gate.run(b.task);
    await expect(gate.run(c.task)).rejects.toBeInstanceOf(RenderOverloaded);
    a.finish('a');
    await vi.waitFor(() => expect(b.started).toHaveBeenCalled());
    b.finish('b');
    expect([await first, await second]).toEqual(['a', 'b']);
    expect(c.started).not.toHaveBeenCalled();
  });

  it('gives up a render that waited too long; it never runs', async () => {
    vi.useFakeTimers();
    const gate = createRenderGate({ concurrency: 1, queueLimit: 5, maxWaitMs: 200 });
    const [a, b] = [heldTask(), heldTask()];
    const first = gate.run(a.task);
    const second = gate.run(b.task);
    const outcome = second.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(200);
    expect(await outcome).toBeInstanceOf(RenderOverloaded);
    expect(gate.waiting).toBe(0);
    a.finish('a');
    expect(await first).toBe('a');
    await vi.advanceTimersByTimeAsync(0);
    expect(b.started).not.toHaveBeenCalled();
  });

  it('passes a failed render on', async () => {
    const gate = createRenderGate({ concurrency: 1, queueLimit: 0, maxWaitMs: 0 });
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(gate.active).toBe(0);
  });
});
