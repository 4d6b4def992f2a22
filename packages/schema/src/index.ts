import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Absolute path of the SDL file (the single source of the contract). */
export const schemaPath = fileURLToPath(new URL('../schema.graphql', import.meta.url));

/** The SDL as a string, for the gateway's schema-first GraphQL module. */
export const typeDefs: string = readFileSync(schemaPath, 'utf8');

/** Absolute path of the admin SDL (POST /admin/graphql; never merged into the public schema). */
export const adminSchemaPath = fileURLToPath(new URL('../admin.graphql', import.meta.url));

/** The admin SDL as a string, for the gateway's admin GraphQL module. */
export const adminTypeDefs: string = readFileSync(adminSchemaPath, 'utf8');

/**
 * Folder of the built API reference served at /developers (index.html and assets/), written by
 * `npm run build` (docs/build.mjs) next to this module in dist/. Absent until the package is built.
 */
export const developersDir: string = fileURLToPath(new URL('./developers/', import.meta.url));
