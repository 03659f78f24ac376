import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDialog, showDialog } from './dialog-store.ts';
import { attachToastHost, SUCCESS_TOAST_MS, toastSuccess } from './toast.ts';

describe('success feedback', () => {
  const host = vi.fn();
  let detach: () => void;
  beforeEach(() => {
    host.mockReset();
    detach = attachToastHost(host);
  });
  afterEach(() => detach());

  it('is a 3 s success toast', () => {
    toastSuccess('Flashcard aprobada');
    expect(host).toHaveBeenCalledWith('Flashcard aprobada', { variant: 'success', autoHideDuration: 3000 });
    expect(SUCCESS_TOAST_MS).toBe(3000);
  });

  it('asked for as a dialog, it is a toast with its text on a second line', () => {
    showDialog({ severity: 'success', title: 'Registro actualizado', message: 'Inicie sesión de nuevo.' });
    expect(host).toHaveBeenCalledWith('Registro actualizado\nInicie sesión de nuevo.', {
      variant: 'success',
      autoHideDuration: SUCCESS_TOAST_MS,
    });
  });

  it('warnings stay dialogs', () => {
    showDialog({ severity: 'warning', title: 'Alerta', message: 'No tiene permiso.' });
    expect(host).not.toHaveBeenCalled();
    closeDialog(1);
  });
});
