import 'reflect-metadata';
import { Injectable } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { describe, expect, it } from 'vitest';

@Injectable()
class Dependency {
  readonly name = 'dependency';
}

@Injectable()
class Consumer {
  constructor(readonly dependency: Dependency) {}
}

// Nest resolves constructor parameters from `design:paramtypes`; if the test transform ever stops emitting
// decorator metadata, every service silently gets `undefined` injected. This proves it does not.
describe('decorator metadata', () => {
  it('is emitted for constructor parameters', () => {
    expect(Reflect.getMetadata('design:paramtypes', Consumer)).toEqual([Dependency]);
  });

  it('lets Nest inject by type', async () => {
    const moduleRef = await Test.createTestingModule({ providers: [Dependency, Consumer] }).compile();
    expect(moduleRef.get(Consumer).dependency).toBeInstanceOf(Dependency);
  });
});
