import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Absolute path of the SDL file (the single source of the contract). */
export const schemaPath = fileURLToPath(new URL('../schema.graphql', import.meta.url));

/** The SDL as a string, for the gateway's schema-first GraphQL module. */
export const typeDefs: string = readFileSync(schemaPath, 'utf8');
