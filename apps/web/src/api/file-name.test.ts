import { describe, expect, it } from 'vitest';
import { fileNameOf } from './file-name.ts';

describe('fileNameOf', () => {
  it('reads the UTF-8 name first, then the plain one', () => {
    expect(fileNameOf(`attachment; filename="areas-2026-03-02.csv"; filename*=UTF-8''%C3%A1reas-2026-03-02.csv`, 'x')).toBe('áreas-2026-03-02.csv');
    expect(fileNameOf('attachment; filename="sectores-2026-03-02.xlsx"', 'x')).toBe('sectores-2026-03-02.xlsx');
    expect(fileNameOf(`attachment; filename*=UTF-8''%E0%A4%A`, 'x')).toBe('x');
    expect(fileNameOf(null, 'registros.csv')).toBe('registros.csv');
  });
});
