import type { Resource } from '@app/domain/core/define-resource';
import type { SvgIconComponent } from '@mui/icons-material';
import { FIGURE_ICONS } from '../ui/figure-icons.ts';

const byPosition = (icons: readonly SvgIconComponent[]) =>
  Object.fromEntries(icons.map((icon, index) => [String(index + 1), icon]));

/** Select fields whose options are drawn as icons, keyed `<module>.<field>`, then by option value. */
const OPTION_ICONS: Readonly<Record<string, Readonly<Record<string, SvgIconComponent>>>> = {
  'workAxes.position': byPosition(FIGURE_ICONS),
};

export function optionIcon(def: Resource, field: string, value: unknown): SvgIconComponent | undefined {
  return OPTION_ICONS[`${def.module}.${field}`]?.[String(value)];
}
