import type { Type } from '@nestjs/common';
import type { ModulesContainer } from '@nestjs/core';
import type { Module as ModuleRef } from '@nestjs/core/injector/module.js';

/** what @Resolver() marks a class with (@nestjs/graphql), read to find resolver classes */
const RESOLVER_MARK = '__entryProvider__';

/** the modules Nest's GraphQL `include` takes for a list: those listed and everything they import */
function reachableModules(container: ModulesContainer, include: readonly Type[]): Set<ModuleRef> {
  const reached = new Set<ModuleRef>();
  const pending = [...container.values()].filter((module) => include.includes(module.metatype as Type));
  while (pending.length > 0) {
    const module = pending.pop()!;
    if (reached.has(module)) continue;
    reached.add(module);
    pending.push(...module.imports);
  }
  return reached;
}

function resolverNames(module: ModuleRef): string[] {
  return [...module.providers.values()]
    .map((wrapper) => wrapper.metatype)
    .filter((type): type is Type => typeof type === 'function' && Reflect.getMetadata(RESOLVER_MARK, type) === true)
    .map((type) => type.name);
}

/**
 * The public schema (/graphql) and the admin schema (/admin/graphql) share field names (products,
 * order, categories, ...). Each endpoint binds the resolvers of the modules its `include` reaches, so
 * a module reachable from both would answer the other endpoint's fields with its own resolvers. This
 * refuses to start then, naming the resolver. Typical cause: an admin module importing a public
 * domain module (CatalogModule) for its service; import a module without resolvers instead.
 */
export function assertApiSeparation(
  container: ModulesContainer,
  endpoints: { public: readonly Type[]; admin: readonly Type[] },
): void {
  const publicModules = reachableModules(container, endpoints.public);
  const shared: string[] = [];
  for (const module of reachableModules(container, endpoints.admin)) {
    if (!publicModules.has(module)) continue;
    for (const name of resolverNames(module)) shared.push(`${name} (in ${module.metatype.name})`);
  }
  if (shared.length > 0) {
    throw new Error(
      `GraphQL resolvers reachable from both /graphql and /admin/graphql: ${shared.join(', ')}. ` +
        'Admin modules must not import public domain modules with resolvers (and the other way round).',
    );
  }
}
