import { describe, expect, it } from 'vitest';
import { isFileField, isWritable, type FieldDef } from '../src/core/fields.ts';
import { ACTIONS, permissionsOf } from '../src/core/permissions.ts';
import { isModuleName, isResourceName } from '../src/core/modules.ts';
import { listQuerySchema } from '../src/core/list-query.ts';
import { resources } from '../src/resources/registry.ts';

/** A valid value of a field, at its lower or upper limit where it has one. */
function valueOf(field: FieldDef, at: 'min' | 'max'): unknown {
  switch (field.kind) {
    case 'text':
    case 'textarea':
      return 'x'.repeat((at === 'min' ? field.min : field.max) ?? 3);
    case 'number':
      return at === 'min' ? field.min : field.max;
    case 'color':
      return '#1A2b3C';
    case 'select':
      return field.options[0]?.value;
    case 'reference':
      return '7d9f2c1e-4b5a-4c3d-8e9f-0a1b2c3d4e5f';
    case 'references':
      return ['7d9f2c1e-4b5a-4c3d-8e9f-0a1b2c3d4e5f'];
    case 'boolean':
      return at === 'max';
    case 'date':
      return at === 'min' ? '2026-01-01' : '2026-12-31';
    case 'email':
      return 'ana.lopez@example.com';
    default:
      return 'Jalisco';
  }
}

describe.each(resources.map((r) => [r.module, r] as const))('resource %s', (_name, def) => {
  it('is a known permission module, or governed by one, with unique paths', () => {
    expect(isResourceName(def.module)).toBe(true);
    expect(isModuleName(def.accessModule)).toBe(true);
    if (!isModuleName(def.module)) expect(def.permissionModule).toBeDefined();
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

  it('maps every operation and action to known permissions', () => {
    const requirements = [...Object.values(def.access), ...Object.values(def.actionDefs).map((a) => a.permission)];
    for (const requirement of requirements) {
      for (const p of permissionsOf(requirement)) {
        expect(isModuleName(p.module)).toBe(true);
        expect(ACTIONS).toContain(p.action);
      }
    }
  });

  it('moves only declared state fields, with a label and a message per action', () => {
    for (const [name, action] of Object.entries(def.actionDefs)) {
      const field = action.field ?? def.status;
      expect(field, name).toBeDefined();
      if (field !== 'active') expect(Object.keys(def.fields)).toContain(field);
      expect(action.label.length).toBeGreaterThan(0);
      expect(action.message.length).toBeGreaterThan(0);
    }
  });

  it('counts only by fields it can filter', () => {
    const params = new Set(def.filterParams.map((f) => f.field));
    for (const counter of def.counterDefs) {
      for (const name of Object.keys(counter.where)) if (name !== 'active') expect(params.has(name), `${counter.key}.${name}`).toBe(true);
    }
  });

  it('accepts a sample at the limits and refuses one past them', () => {
    const sample = (at: 'min' | 'max') =>
      Object.fromEntries(
        Object.entries(def.fields)
          .filter(([, f]) => !isFileField(f) && isWritable(f, 'create'))
          .map(([k, f]) => [k, valueOf(f, at)]),
      );
    expect(def.createSchema.safeParse(sample('min')).error?.issues).toBeUndefined();
    expect(def.createSchema.safeParse(sample('max')).error?.issues).toBeUndefined();
    for (const [name, field] of Object.entries(def.fields)) {
      if ((field.kind !== 'text' && field.kind !== 'textarea') || field.max === undefined) continue;
      const result = def.createSchema.safeParse({ ...sample('max'), [name]: 'x'.repeat(field.max + 1) });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(`Debe ser menor de ${field.max} caracteres`);
    }
  });

  it('names a missing required file with a message', () => {
    for (const field of Object.values(def.fileFields)) {
      if (field.required !== false && isWritable(field, 'create')) expect(field.missingMessage).toBeTruthy();
    }
  });

  it('sorts only on its sortable fields', () => {
    const schema = listQuerySchema(def);
    expect(schema.safeParse({ sort: '-createdAt' }).success).toBe(true);
    expect(schema.safeParse({ sort: 'passwordHash' }).success).toBe(false);
  });
});
