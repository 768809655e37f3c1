import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import ts from 'typescript';
import { startTestApp, type TestApp } from './helpers/test-app';

/**
 * The tables' types are written by hand next to the SQL migrations (issue 13): the platform's in
 * api/src/platform/db/schema.ts, each module's beside its repository, merged into one `DB` (issue 35). This test reads
 * the merged types with the TypeScript compiler and compares them with the migrated database's information_schema, so the two cannot drift:
 * the same tables and columns; a column's select type includes null exactly when the column is nullable; a
 * column that is NOT NULL without a default is required on insert.
 */
const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'src');
const SCHEMA_FILE = path.join(SRC, 'platform', 'db', 'schema.ts');
/** Every source file: the modules' additions to `DB` count wherever they are. */
const SOURCES = (readdirSync(SRC, { recursive: true }) as string[]).filter((f) => f.endsWith('.ts')).map((f) => path.join(SRC, f));

interface TsColumn {
  selectNullable: boolean;
  insertOptional: boolean;
}

function readSchemaTypes(): Map<string, Map<string, TsColumn>> {
  const program = ts.createProgram(SOURCES, {
    strict: true,
    target: ts.ScriptTarget.ES2022,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    module: ts.ModuleKind.ESNext,
    skipLibCheck: true,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(SCHEMA_FILE)!;
  const dbInterface = source.statements.find((s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === 'DB');
  assert.ok(dbInterface, 'schema.ts declares interface DB');
  // `unknown` (a jsonb value) admits null too.
  const hasNull = (t: ts.Type) =>
    (t.isUnion() ? t.types : [t]).some((x) => (x.flags & (ts.TypeFlags.Null | ts.TypeFlags.Unknown | ts.TypeFlags.Any)) !== 0);
  const hasUndefined = (t: ts.Type) => (t.isUnion() ? t.types : [t]).some((x) => (x.flags & ts.TypeFlags.Undefined) !== 0);
  const tables = new Map<string, Map<string, TsColumn>>();
  for (const member of checker.getTypeAtLocation(dbInterface).getProperties()) {
    const tableType = checker.getTypeOfSymbolAtLocation(member, dbInterface);
    const columns = new Map<string, TsColumn>();
    for (const column of tableType.getProperties()) {
      const type = checker.getTypeOfSymbolAtLocation(column, dbInterface);
      // Kysely's ColumnType<S, I, U> (and Generated<T>) is an object with __select__ / __insert__.
      const select = type.getProperty('__select__');
      const insert = type.getProperty('__insert__');
      const selectType = select ? checker.getTypeOfSymbolAtLocation(select, dbInterface) : type;
      const insertType = insert ? checker.getTypeOfSymbolAtLocation(insert, dbInterface) : type;
      columns.set(column.name, {
        selectNullable: hasNull(selectType),
        insertOptional: hasUndefined(insertType) || (column.flags & ts.SymbolFlags.Optional) !== 0,
      });
    }
    tables.set(member.name, columns);
  }
  return tables;
}

describe('schema.ts and the migrated database', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
  });
  after(async () => t?.close());

  test('the same tables and columns, nullability and required inserts', async () => {
    const types = readSchemaTypes();
    const rows = (
      await sql<{ table_name: string; column_name: string; is_nullable: string; has_default: boolean }>`
        select table_name, column_name, is_nullable, (column_default is not null or is_identity = 'YES' or is_generated = 'ALWAYS') as has_default
        from information_schema.columns c
        where table_schema = 'public' and table_name in (select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE')
        order by table_name, ordinal_position`.execute(t.db)
    ).rows;
    const database = new Map<string, typeof rows>();
    for (const r of rows) database.set(r.table_name, [...(database.get(r.table_name) ?? []), r]);

    assert.deepEqual([...types.keys()].sort(), [...database.keys()].sort(), 'tables in schema.ts (interface DB) vs the database');
    const problems: string[] = [];
    for (const [table, columns] of database) {
      const typed = types.get(table)!;
      const names = columns.map((c) => c.column_name);
      for (const name of names) if (!typed.has(name)) problems.push(`${table}.${name}: in the database, not in schema.ts`);
      for (const name of typed.keys()) if (!names.includes(name)) problems.push(`${table}.${name}: in schema.ts, not in the database`);
      for (const c of columns) {
        const ty = typed.get(c.column_name);
        if (!ty) continue;
        const nullable = c.is_nullable === 'YES';
        if (ty.selectNullable !== nullable)
          problems.push(
            `${table}.${c.column_name}: ${nullable ? 'nullable' : 'NOT NULL'} in the database, select type ${ty.selectNullable ? 'has' : 'lacks'} null`,
          );
        if (!nullable && !c.has_default && ty.insertOptional)
          problems.push(`${table}.${c.column_name}: NOT NULL without default, optional on insert in schema.ts`);
      }
    }
    assert.deepEqual(problems, []);
  });
});
