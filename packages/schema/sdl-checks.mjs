// Checks on the public SDL that keep it a product integrators can rely on:
// - missingDescriptions: every type, field, argument, enum value and input field says what it is;
// - compareWithReleased: what changed since the last released SDL (released/schema.graphql), with the
//   breaking changes split into the ones that were announced by a deprecation in that release (allowed)
//   and the ones that were not (refused).
// Used by test/*.test.mjs (run by `npm test`) and release-schema.mjs.
import { CriticalityLevel, diff } from '@graphql-inspector/core';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedScalarType,
  isUnionType,
} from 'graphql';

/** The schema's own named types (no built-in scalars, no introspection types), sorted by name. */
function ownTypes(schema) {
  return Object.values(schema.getTypeMap())
    .filter((type) => !isIntrospectionType(type) && !isSpecifiedScalarType(type))
    .sort((a, b) => a.name.localeCompare(b.name));
}

const blank = (description) => description == null || description.trim() === '';

/**
 * Every element of the SDL without a description, as coordinates ("Product", "Product.price",
 * "Query.products(page:)", "ProductSort.DEFAULT", "ProductFilter.search"). Empty when all have one.
 */
export function missingDescriptions(sdl) {
  const schema = typeof sdl === 'string' ? buildSchema(sdl) : sdl;
  const missing = [];
  for (const type of ownTypes(schema)) {
    if (blank(type.description)) missing.push(type.name);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (blank(field.description)) missing.push(`${type.name}.${field.name}`);
        for (const arg of field.args) {
          if (blank(arg.description)) missing.push(`${type.name}.${field.name}(${arg.name}:)`);
        }
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (blank(field.description)) missing.push(`${type.name}.${field.name}`);
      }
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) {
        if (blank(value.description)) missing.push(`${type.name}.${value.name}`);
      }
    }
  }
  return missing;
}

/**
 * True when nothing in `schema` reaches `typeName` except through deprecated fields, arguments or input
 * fields (so removing the type removes nothing a client may still use).
 */
function onlyDeprecatedUses(schema, typeName) {
  for (const type of ownTypes(schema)) {
    if (isObjectType(type) || isInterfaceType(type)) {
      if (type.getInterfaces().some((iface) => iface.name === typeName)) return false;
      for (const field of Object.values(type.getFields())) {
        if (getNamedType(field.type).name === typeName && !field.deprecationReason) return false;
        for (const arg of field.args) {
          if (getNamedType(arg.type).name === typeName && !arg.deprecationReason && !field.deprecationReason) {
            return false;
          }
        }
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (getNamedType(field.type).name === typeName && !field.deprecationReason) return false;
      }
    } else if (isUnionType(type)) {
      if (type.getTypes().some((member) => member.name === typeName)) return false;
    }
  }
  return true;
}

/**
 * Whether the element a breaking change is about was deprecated in the released schema: the field,
 * argument (or its field), enum value or input field at the change's path; for a change of a whole
 * type, every use of the type.
 */
export function deprecatedInRelease(released, change) {
  if (!change.path) return false;
  const [typeName, member, argName] = change.path.split('.');
  const type = released.getType(typeName);
  if (!type) return false;
  if (member === undefined) return onlyDeprecatedUses(released, typeName);
  if (isEnumType(type)) return Boolean(type.getValue(member)?.deprecationReason);
  if (isInputObjectType(type)) return Boolean(type.getFields()[member]?.deprecationReason);
  if (isObjectType(type) || isInterfaceType(type)) {
    const field = type.getFields()[member];
    if (!field) return false;
    if (field.deprecationReason) return true;
    if (argName === undefined) return false;
    return Boolean(field.args.find((arg) => arg.name === argName)?.deprecationReason);
  }
  return false;
}

/**
 * The changes from the released SDL to the current one, sorted into:
 * - `refused`: breaking, and not deprecated first in the released SDL (must not ship);
 * - `deprecatedFirst`: breaking, but announced by `@deprecated(reason:)` in the released SDL (allowed);
 * - `dangerous`: may change what existing clients see (a new enum value, a changed default, ...);
 * - `safe`: additions, descriptions, deprecations.
 */
export async function compareWithReleased(releasedSdl, currentSdl) {
  const released = buildSchema(releasedSdl);
  const current = buildSchema(currentSdl);
  const changes = await diff(released, current);
  const result = { refused: [], deprecatedFirst: [], dangerous: [], safe: [] };
  for (const change of changes) {
    const level = change.criticality.level;
    if (level === CriticalityLevel.Breaking) {
      (deprecatedInRelease(released, change) ? result.deprecatedFirst : result.refused).push(change);
    } else if (level === CriticalityLevel.Dangerous) {
      result.dangerous.push(change);
    } else {
      result.safe.push(change);
    }
  }
  return result;
}

/**
 * The comparison as lines for people: one line per change, grouped, with what to do about refused ones.
 * Safe changes are counted by kind unless `listSafe` (descriptions alone make hundreds of them).
 */
export function describeComparison(result, { listSafe = false } = {}) {
  const oneLine = (text) => {
    const flat = text.replace(/\s+/g, ' ').trim();
    return flat.length > 200 ? `${flat.slice(0, 199)}…` : flat;
  };
  const line = (mark, change) => `  ${mark} ${change.type} ${change.path ?? ''}: ${oneLine(change.message)}`;
  const out = [];
  const group = (title, mark, changes) => {
    if (changes.length === 0) return;
    out.push(`${title} (${changes.length}):`);
    for (const change of changes) out.push(line(mark, change));
  };
  group('BREAKING, not deprecated in the released SDL', '✗', result.refused);
  group('Breaking, deprecated first (allowed)', '~', result.deprecatedFirst);
  group('Dangerous (check clients)', '!', result.dangerous);
  if (listSafe) {
    group('Safe', '✓', result.safe);
  } else if (result.safe.length > 0) {
    const kinds = new Map();
    for (const change of result.safe) kinds.set(change.type, (kinds.get(change.type) ?? 0) + 1);
    const counted = [...kinds].sort(([a], [b]) => a.localeCompare(b)).map(([type, n]) => `${type} ×${n}`);
    out.push(`Safe (${result.safe.length}): ${counted.join(', ')}`);
  }
  if (out.length === 0) out.push('No changes since the released SDL.');
  if (result.refused.length > 0) {
    out.push(
      '',
      'A released field, argument, enum value or input field cannot be removed or changed incompatibly.',
      'Add the new one beside it, mark the old one @deprecated(reason: "Use … instead.") and release that;',
      'remove it in a later release (packages/schema/README.md, "Releasing the schema").',
    );
  }
  return out.join('\n');
}
