import * as React from 'react';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu, { type MenuProps } from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import CheckRounded from '@mui/icons-material/CheckRounded';
import { getDemoStylings, selectDemoSource, type DemoData } from '../../domain/demo';
import { useCodePreferences } from '../../providers/CodePreferencesProvider';
import { useTranslate } from '../../providers/RouteDataProvider';
import { STYLING_LABEL_KEY } from './stylingLabels';

const GA_ACTION = { 'MUI System': 'styling-system', Tailwind: 'styling-tailwind', CSS: 'styling-css' } as const;

/** The styling-solution menu (loaded on first open); choosing writes the reader's preference. */
export default function DemoStylingMenu({
  data,
  gaLabel,
  menuProps,
}: {
  data: DemoData;
  gaLabel: string;
  menuProps: Pick<MenuProps, 'id' | 'anchorEl' | 'open'> & { onClose: () => void };
}) {
  const t = useTranslate();
  const { codeVariant, codeStyling, setCodeStyling } = useCodePreferences();
  const current = selectDemoSource(data, codeVariant, codeStyling).styling;
  return (
    <Menu {...menuProps}>
      {getDemoStylings(data).map((styling) => (
        <MenuItem
          key={styling}
          selected={styling === current}
          onClick={() => {
            setCodeStyling(styling);
            menuProps.onClose();
          }}
          data-ga-event-category="demo"
          data-ga-event-action={GA_ACTION[styling]}
          data-ga-event-label={gaLabel}
        >
          <ListItemIcon>{styling === current ? <CheckRounded fontSize="small" /> : null}</ListItemIcon>
          <ListItemText>{t(STYLING_LABEL_KEY[styling])}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
