import * as React from 'react';
import Menu, { type MenuProps } from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Snackbar from '@mui/material/Snackbar';
import { getDemoSourceLink, type DemoData, type SelectedSource } from '../../domain/demo';
import type { CodeVariant } from '../../domain/preferences';
import { useTranslate } from '../../providers/RouteDataProvider';
import { copyText } from '../../hooks/copyText';

/** "See more": view the source on GitHub, copy a link that reopens this demo's JS or TS source. */
export default function DemoMoreMenu({
  data,
  selected,
  menuProps,
}: {
  data: DemoData;
  selected: SelectedSource;
  menuProps: Pick<MenuProps, 'id' | 'anchorEl' | 'open'> & { onClose: () => void };
}) {
  const t = useTranslate();
  const [snackbar, setSnackbar] = React.useState(false);
  const ga = (action: string) => ({
    'data-ga-event-category': 'demo',
    'data-ga-event-action': action,
    'data-ga-event-label': data.gaLabel,
  });
  const copyLink = (variant: CodeVariant) => async () => {
    menuProps.onClose();
    try {
      await copyText(getDemoSourceLink(window.location.href, data.name, variant, selected.styling));
      setSnackbar(true);
    } catch {
      // copy refused: nothing to confirm
    }
  };
  return (
    <React.Fragment>
      <Menu {...menuProps}>
        <MenuItem component="a" href={selected.demo.sourceUrl[selected.variant]} target="_blank" rel="noopener" onClick={menuProps.onClose} {...ga('github')}>
          {t('demo.viewGitHub')}
        </MenuItem>
        <MenuItem onClick={copyLink('JS')} {...ga('copy-js-source-link')}>
          {t('demo.copyJsLink')}
        </MenuItem>
        {selected.demo.TS ? (
          <MenuItem onClick={copyLink('TS')} {...ga('copy-ts-source-link')}>
            {t('demo.copyTsLink')}
          </MenuItem>
        ) : null}
      </Menu>
      <Snackbar open={snackbar} autoHideDuration={3000} onClose={() => setSnackbar(false)} message={t('demo.linkCopied')} />
    </React.Fragment>
  );
}
