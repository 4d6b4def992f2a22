import 'reflect-metadata';
import { Injectable, Module } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { Query, Resolver } from '@nestjs/graphql';
import { Test } from '@nestjs/testing';
import { describe, expect, it } from 'vitest';
import { assertApiSeparation } from './api-separation.js';

@Resolver()
class ShopProductsResolver {
  @Query('products')
  products() {
    return [];
  }
}

@Injectable()
class ShopProductsService {}

@Module({ providers: [ShopProductsService], exports: [ShopProductsService] })
class ShopServicesModule {}

@Module({ imports: [ShopServicesModule], providers: [ShopProductsResolver] })
class ShopCatalogModule {}

@Resolver()
class AdminProductsResolver {
  @Query('products')
  products() {
    return [];
  }
}

@Module({ imports: [ShopServicesModule], providers: [AdminProductsResolver] })
class CleanAdminModule {}

@Module({ imports: [ShopCatalogModule], providers: [AdminProductsResolver] })
class LeakyAdminModule {}

async function containerOf(...imports: (new () => unknown)[]) {
  const moduleRef = await Test.createTestingModule({ imports }).compile();
  return moduleRef.get(ModulesContainer);
}

describe('assertApiSeparation', () => {
  it('passes when the two endpoints share only modules without resolvers', async () => {
    const container = await containerOf(ShopCatalogModule, CleanAdminModule);
    expect(() =>
      assertApiSeparation(container, { public: [ShopCatalogModule], admin: [CleanAdminModule] }),
    ).not.toThrow();
  });

  it('refuses an admin module that imports a public module with resolvers, naming the resolver', async () => {
    const container = await containerOf(ShopCatalogModule, LeakyAdminModule);
    expect(() => assertApiSeparation(container, { public: [ShopCatalogModule], admin: [LeakyAdminModule] })).toThrow(
      'GraphQL resolvers reachable from both /graphql and /admin/graphql: ShopProductsResolver (in ShopCatalogModule)',
    );
  });
});
