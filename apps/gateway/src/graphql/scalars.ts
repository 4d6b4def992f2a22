import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

const DECIMAL = /^-?\d{1,13}(\.\d{1,2})?$/;

function parseDecimal(value: unknown): string {
  // integers are accepted as a convenience; floats are not (no binary fractions in money)
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  if (typeof value === 'string' && DECIMAL.test(value.trim())) return value.trim();
  throw new GraphQLError('Decimal must be a string such as "12.50" (at most two decimals)', {
    extensions: { code: 'BAD_USER_INPUT' },
  });
}

/** Money amounts at the edge: a string such as "12.50" (integer cents inside the gateway). */
export const DecimalScalar = new GraphQLScalarType({
  name: 'Decimal',
  description: 'A decimal number as a string, e.g. "12.50"',
  serialize: (value) => {
    if (typeof value === 'string' && DECIMAL.test(value)) return value;
    throw new GraphQLError(`Decimal cannot represent ${JSON.stringify(value)}`);
  },
  parseValue: parseDecimal,
  parseLiteral: (ast) => {
    if (ast.kind === Kind.STRING || ast.kind === Kind.INT)
      return parseDecimal(ast.kind === Kind.INT ? Number(ast.value) : ast.value);
    throw new GraphQLError('Decimal must be a string such as "12.50"', { extensions: { code: 'BAD_USER_INPUT' } });
  },
});

function toIso(value: unknown): string {
  const date =
    value instanceof Date ? value : typeof value === 'string' || typeof value === 'number' ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) {
    throw new GraphQLError('DateTime must be an ISO-8601 date-time', { extensions: { code: 'BAD_USER_INPUT' } });
  }
  return date.toISOString();
}

/** ISO-8601 date-time strings in UTC. */
export const DateTimeScalar = new GraphQLScalarType({
  name: 'DateTime',
  description: 'An ISO-8601 date-time in UTC, e.g. "2024-05-01T09:30:00.000Z"',
  serialize: toIso,
  parseValue: toIso,
  parseLiteral: (ast) => {
    if (ast.kind === Kind.STRING) return toIso(ast.value);
    throw new GraphQLError('DateTime must be an ISO-8601 string', { extensions: { code: 'BAD_USER_INPUT' } });
  },
});
