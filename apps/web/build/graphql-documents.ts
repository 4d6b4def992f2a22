import { readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformAsync, types as t, type NodePath, type PluginObj } from '@babel/core';
import type { Plugin } from 'vite';

/**
 * Splits the GraphQL documents by the routes that use them.
 *
 * The client preset (packages/schema/codegen.ts) generates a gql folder whose `graphql(source)` returns
 * `documents[source]`, a map in gql.ts from every document's source to its parsed AST (exported from
 * graphql.ts). Any module calling `graphql` (the layout, the product card, ...) therefore pulled all the
 * app's documents, checkout's and the account's included, into the first route's chunk.
 *
 * This plugin rewrites each `graphql(`...`)` call whose tag is imported from a gql folder into an import
 * of a module holding that one document, `graphql-document:<folder>/<XDocument>`, made from the same
 * export of the folder's graphql.ts. It is the client preset's documented "babel optimizer plugin"
 * (https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size) but for one
 * difference: that plugin imports `XDocument` from graphql.ts itself, and a module lives in one chunk, so
 * graphql.ts (all the documents some route uses) would still sit in the chunk the routes share. One
 * module per document lets each document go to the chunk of the code that uses it.
 *
 * Same semantics: the document is looked up by its source in gql.ts's map, as `graphql` does at run
 * time, and its module exports the AST graphql.ts exports; a source missing from the map (codegen not
 * run) is left as a `graphql` call. @vitejs/plugin-react 6 runs no Babel, so this plugin runs Babel itself
 * (parse and print, with a source map), only on modules that import `graphql` from a gql folder.
 * vite.config.ts (client and SSR builds, dev server) and vitest.config.mts use it, so the tests run the
 * code the browser runs.
 */

/** the client preset's generated folders: the storefront's and the console's (apps/web/src/admin) */
const here = dirname(fileURLToPath(import.meta.url));
const GQL_FOLDERS: Record<string, string> = {
  storefront: resolve(here, '../src/gql'),
  console: resolve(here, '../src/admin/gql'),
};

const PREFIX = 'graphql-document:';

/** a generated file's contents, parsed once per version (the dev server sees codegen rewrite them) */
function cachedByMtime<T>(parse: (text: string) => T) {
  const cache = new Map<string, { mtimeMs: number; value: T }>();
  return (file: string): T => {
    const { mtimeMs } = statSync(file);
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === mtimeMs) return hit.value;
    const value = parse(readFileSync(file, 'utf8'));
    cache.set(file, { mtimeMs, value });
    return value;
  };
}

/** gql.ts's `documents` map: source → graphql.ts export (`"\n  query Layout {...}\n": types.LayoutDocument,`) */
const documentNames = cachedByMtime((text) => {
  const names = new Map<string, string>();
  const body = text.slice(text.indexOf('const documents'));
  for (const [, key, name] of body.matchAll(/^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm)) {
    names.set(JSON.parse(key!) as string, name!);
  }
  return names;
});

/** graphql.ts's documents: export → AST literal (`export const LayoutDocument = {...} as unknown as DocumentNode<...>;`) */
const documentLiterals = cachedByMtime((text) => {
  const literals = new Map<string, string>();
  for (const [, name, literal] of text.matchAll(/^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm)) {
    literals.set(name!, literal!);
  }
  return literals;
});

/** the gql folder (its key in GQL_FOLDERS) an import specifier names, from a module in `fromDir` */
function gqlFolder(fromDir: string, source: string) {
  if (!source.startsWith('.')) return undefined;
  const target = resolve(fromDir, source).replace(/\.[cm]?[jt]sx?$/, '');
  return Object.keys(GQL_FOLDERS).find((key) => {
    const folder = GQL_FOLDERS[key]!;
    return target === folder || target === join(folder, 'index') || target === join(folder, 'gql');
  });
}

/** Babel plugin: `tag(`...`)` → an import of the document's own module, for each tag (local name → folder key) */
function documentImports(tags: Map<string, string>): PluginObj {
  const imported = new Map<string, string>(); // document export → its local name in this module
  return {
    name: 'graphql-documents',
    visitor: {
      CallExpression(path) {
        const { callee, arguments: args } = path.node;
        if (callee.type !== 'Identifier' || !tags.has(callee.name)) return;
        // the imported tag, not a local of the same name
        if (path.scope.getBinding(callee.name)?.kind !== 'module') return;
        const [argument] = args;
        if (args.length !== 1 || argument?.type !== 'TemplateLiteral' || argument.expressions.length > 0) return;
        const source = argument.quasis[0]?.value.cooked;
        if (source == null) return;
        const folder = tags.get(callee.name)!;
        const name = documentNames(join(GQL_FOLDERS[folder]!, 'gql.ts')).get(source);
        if (!name) return;
        let local = imported.get(name);
        if (!local) {
          const program = path.scope.getProgramParent();
          local = program.generateUid(name);
          imported.set(name, local);
          const specifier = t.importSpecifier(t.identifier(local), t.identifier(name));
          const declaration = t.importDeclaration([specifier], t.stringLiteral(`${PREFIX}${folder}/${name}`));
          (program.path as NodePath<t.Program>).unshiftContainer('body', declaration);
        }
        path.replaceWith(t.identifier(local));
      },
    },
  };
}

export function graphqlDocuments(): Plugin {
  return {
    name: 'shop:graphql-documents',
    enforce: 'pre',
    resolveId: {
      filter: { id: new RegExp(`^${PREFIX}`) },
      handler(id) {
        return `\0${id}`;
      },
    },
    load: {
      filter: { id: new RegExp(`^\\0${PREFIX}`) },
      handler(id) {
        const [folder, name] = id.slice(PREFIX.length + 1).split('/');
        const file = join(GQL_FOLDERS[folder!]!, 'graphql.ts');
        this.addWatchFile(file);
        const literal = documentLiterals(file).get(name!);
        if (!literal) throw new Error(`${name} is not exported by ${file}: run \`npm run codegen\``);
        return `export const ${name} = ${literal};\n`;
      },
    },
    transform: {
      filter: { id: { include: /\.[cm]?[jt]sx?(\?|$)/, exclude: /node_modules/ }, code: 'graphql' },
      async handler(code, id) {
        const file = id.split('?')[0]!;
        if (Object.values(GQL_FOLDERS).some((folder) => file.startsWith(`${folder}/`))) return null;
        // `import { graphql } from '../gql'` (or `graphql as gql`): the tag's local name and its gql folder
        const tags = new Map<string, string>();
        for (const [, specifiers, source] of code.matchAll(/\bimport\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
          const folder = gqlFolder(dirname(file), source!);
          if (!folder) continue;
          for (const specifier of specifiers!.split(',')) {
            const match = /^\s*graphql(?:\s+as\s+([\w$]+))?\s*$/.exec(specifier);
            if (match) tags.set(match[1] ?? 'graphql', folder);
          }
        }
        if (tags.size === 0) return null;
        const typescript = /\.[cm]?tsx?$/.test(file);
        const jsx = /x$/.test(file) || !typescript;
        const result = await transformAsync(code, {
          filename: file,
          babelrc: false,
          configFile: false,
          browserslistConfigFile: false,
          sourceType: 'module',
          sourceMaps: true,
          parserOpts: {
            plugins: [...(typescript ? (['typescript'] as const) : []), ...(jsx ? (['jsx'] as const) : [])],
          },
          plugins: [documentImports(tags)],
        });
        if (!result?.code) return null;
        return { code: result.code, map: result.map };
      },
    },
  };
}
