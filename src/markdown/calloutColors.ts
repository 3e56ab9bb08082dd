import { alpha } from '@mui/material/styles';
import type { CalloutType } from '../domain/markdown';
import { blue, blueDark, error, grey, success, warning } from '../theme/palette';

export interface CalloutColors {
  text: string;
  background: string;
  border: string;
  strong: string;
  link: string;
  icon: string;
}
export interface CalloutScheme {
  /** The page colour the (partly transparent) callout background sits on. */
  page: string;
  code: { background: string; border: string };
  types: Record<CalloutType, CalloutColors>;
}

/** MUI docs callout colours; every text colour is AA (4.5:1) on its background (see the test). */
export const calloutColors: Record<'light' | 'dark', CalloutScheme> = {
  light: {
    page: '#fff',
    code: { background: grey[100], border: grey[300] },
    types: {
      info: { text: grey[900], background: grey[50], border: grey[100], strong: blue[800], link: blue[700], icon: grey[600] },
      success: { text: success[900], background: success[50], border: success[100], strong: success[900], link: success[900], icon: success[700] },
      warning: {
        text: grey[900],
        background: alpha(warning[50], 0.5),
        border: alpha(warning[700], 0.15),
        strong: warning[800],
        link: warning[800],
        icon: warning[700],
      },
      error: { text: error[900], background: error[50], border: error[100], strong: error[800], link: error[800], icon: error[600] },
    },
  },
  dark: {
    page: blueDark[900],
    code: { background: blueDark[600], border: blueDark[500] },
    types: {
      info: { text: grey[50], background: alpha(grey[700], 0.15), border: alpha(grey[800], 0.5), strong: blue[200], link: blue[200], icon: grey[400] },
      success: {
        text: success[50],
        background: alpha(success[700], 0.12),
        border: alpha(success[400], 0.1),
        strong: success[200],
        link: success[100],
        icon: success[500],
      },
      warning: {
        text: warning[50],
        background: alpha(warning[700], 0.12),
        border: alpha(warning[400], 0.1),
        strong: warning[200],
        link: warning[100],
        icon: warning[400],
      },
      error: { text: error[50], background: alpha(error[700], 0.15), border: alpha(error[400], 0.1), strong: error[300], link: error[200], icon: error[500] },
    },
  },
};
