import type { ColumnType } from 'kysely';

/**
 * JSON text destined for a json/jsonb column, branded with the shape it encodes.
 *
 * Why not pass objects straight to pg: node-postgres turns a JS array parameter into a Postgres
 * array literal ('{...}'), which a jsonb column rejects. Writing through `toJson()` always sends JSON
 * text, which Postgres casts to the column's type, and the brand keeps the shape checked.
 */
export type JsonText<T> = string & { readonly __jsonShape?: T };

/** Serialises a value for a json/jsonb column: `insertInto('analyses').values({ categoryCounts: toJson({...}) })`. */
export const toJson = <T>(value: T): JsonText<T> => JSON.stringify(value) as JsonText<T>;

/** A json/jsonb column: reads as T (pg parses it), writes as `toJson(value)`. */
export type Json<T> = ColumnType<T, JsonText<T>, JsonText<T>>;

/** A json/jsonb column with a database default (e.g. '[]' or '{}'): optional on insert. */
export type JsonWithDefault<T> = ColumnType<T, JsonText<T> | undefined, JsonText<T>>;

export type JsonPrimitive = string | number | boolean | null;
export type JsonValue = JsonPrimitive | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };
