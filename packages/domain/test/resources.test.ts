import { describe, expect, it } from 'vitest';
import { ACTIONS } from '../src/core/permissions.ts';
import { isModuleName } from '../src/core/modules.ts';
import { listQuerySchema } from '../src/core/list-query.ts';
import { resources } from '../src/resources/registry.ts';

const sample = (len: number) => 'x'.repeat(len);

describe.each(resources.map((r) => [r.module, r] as const))('resource %s', (_name, def) => {
  it('is a known permission module with unique paths', () => {
    expect(isModuleName(def.module)).toBe(true);
    expect(resources.filter((r) => r.apiPath === def.apiPath)).toHaveLength(1);
    expect(resources.filter((r) => r.route === def.route)).toHaveLength(1);
  });

  it('labels every field and lists only known columns', () => {
    for (const field of Object.values(def.fields)) expect(field.label.length).toBeGreaterThan(0);
    const known = [...Object.keys(def.fields), 'createdAt', 'updatedAt', 'active'];
    for (const column of def.columns) expect(known).toContain(column);
    for (const sortable of def.sortable) expect(known).toContain(sortable);
    expect(Object.keys(def.fields)).toContain(def.titleField);
  });

  it('maps every operation to an action', () => {
    for (const action of Object.values(def.permissionFor)) expect(ACTIONS).toContain(action);
  });

  it('accepts a sample at the limits and refuses one past them', () => {
    const atMin = Object.fromEntries(Object.entries(def.fields).map(([k, f]) => [k, sample(f.min ?? 1)]));
    const atMax = Object.fromEntries(Object.entries(def.fields).map(([k, f]) => [k, sample(f.max ?? 10)]));
    expect(def.createSchema.safeParse(atMin).success).toBe(true);
    expect(def.createSchema.safeParse(atMax).success).toBe(true);
    for (const [name, field] of Object.entries(def.fields)) {
      if (field.max === undefined) continue;
      const result = def.createSchema.safeParse({ ...atMax, [name]: sample(field.max + 1) });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(`Debe ser menor de ${field.max} caracteres`);
    }
  });

  it('sorts only on its sortable fields', () => {
    const schema = listQuerySchema(def);
    expect(schema.safeParse({ sort: '-createdAt' }).success).toBe(true);
    expect(schema.safeParse({ sort: 'passwordHash' }).success).toBe(false);
  });
});
