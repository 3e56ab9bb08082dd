import { iconPaths } from './iconPaths';
import { ICON_PATHS, type IconName } from '../../domain/icons/paths';

test('every icon the shell draws is the installed @mui/icons-material glyph', () => {
  for (const name of Object.keys(ICON_PATHS) as IconName[]) expect([name, [...ICON_PATHS[name]]]).toEqual([name, iconPaths(name)]);
});
