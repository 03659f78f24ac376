import { esES } from '@mui/material/locale';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { es } from '../i18n/es.ts';
import { DataTable, type DataColumn, type DataTableProps } from './data-table.tsx';

type Session = { _id: string; device: string; address: string };

const i18n = i18next.createInstance();
void i18n.init({ resources: { es: { translation: es } }, lng: 'es', initAsync: false, interpolation: { escapeValue: false } });
const columns: DataColumn<Session>[] = [
  { key: 'device', label: 'Dispositivo', cell: (row) => row.device },
  { key: 'address', label: 'Dirección', fit: 'content', align: 'right', cell: (row) => row.address },
];
const rows = [{ _id: 'a', device: 'Firefox en Linux', address: '10.0.0.1' }, { _id: 'b', device: 'Safari en iPhone', address: '10.0.0.2' }];
// The server render has no window: this theme answers the phone's media query.
const phone = createTheme({ components: { MuiUseMediaQuery: { defaultProps: { ssrMatchMedia: () => ({ matches: true }) } } } }, esES);
const detail = (row: Session) => row._id === 'b' && <p>Entregas de {row.device}</p>;

function render(props: Partial<DataTableProps<Session>>, theme = createTheme({}, esES)) {
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <DataTable {...({ label: 'Sesiones', columns, rows, loading: false, ...props } as DataTableProps<Session>)} />
      </ThemeProvider>
    </I18nextProvider>,
  );
  // Emotion writes each style next to its element: the markup alone is read.
  return html.replace(/<style[^>]*>.*?<\/style>/g, '').replace(/ class="[^"]*"/g, '');
}

describe('DataTable without paging', () => {
  it('shows every row given and no footer, where a paged list has one', () => {
    const html = render({});
    expect(html).toContain('<table aria-label="Sesiones"><thead><tr><th scope="col">Dispositivo</th><th scope="col">Dirección</th></tr></thead>');
    expect(html).toContain('<td><span title="Safari en iPhone">Safari en iPhone</span></td><td>10.0.0.2</td></tr></tbody></table></div>');
    expect(html).not.toContain('1–2 de 2');
    expect(render({ total: 2, page: 1, limit: 20, onPage: () => undefined })).toContain('1–2 de 2');
  });

  it('says it is loading, what an empty list says, or why it failed', () => {
    expect(render({ rows: [], loading: true })).toContain(es.common.loading);
    expect(render({ rows: [], empty: 'No hay otras sesiones' })).toContain('<td colSpan="2">No hay otras sesiones</td>');
    const failed = render({ error: 'No se pudieron cargar las sesiones' });
    expect(failed).toMatch(/role="alert".*No se pudieron cargar las sesiones/);
    expect(failed).not.toContain('<table');
  });

  it('opens a row’s detail across the table, on a phone inside its card', () => {
    expect(render({ rowDetail: detail })).toContain('<td>10.0.0.2</td></tr><tr><td colSpan="2"><p>Entregas de Safari en iPhone</p></td></tr></tbody>');
    const cards = render({ rowDetail: detail }, phone);
    expect(cards).not.toContain('<table');
    expect(cards).toMatch(/<ul aria-label="Sesiones">.*Safari en iPhone<\/p><dl>.*<\/dl><p>Entregas de Safari en iPhone<\/p><\/div><\/li><\/ul>/);
  });
});
