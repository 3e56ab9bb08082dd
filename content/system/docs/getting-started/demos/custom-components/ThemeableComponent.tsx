import * as React from 'react';
import { styled, ThemeProvider, useThemeProps, Theme } from '@mui/system';

interface BannerProps {
  children?: React.ReactNode;
  tone?: 'neutral' | 'positive';
}

// `name` and `slot` connect the styles to theme.components.MyBanner.
const BannerRoot = styled('div', { name: 'MyBanner', slot: 'Root' })<{
  ownerState: Required<Pick<BannerProps, 'tone'>>;
}>(({ theme }) =>
  theme.unstable_sx({
    p: 2,
    borderRadius: 1,
    border: 1,
    color: 'text.primary',
    borderColor: 'divider',
  }),
);

function Banner(inProps: BannerProps) {
  // Reads theme.components.MyBanner.defaultProps.
  const props = useThemeProps({ props: inProps, name: 'MyBanner' });
  const { children, tone = 'neutral' } = props;
  return <BannerRoot ownerState={{ tone }}>{children}</BannerRoot>;
}

const withBannerTheme = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MyBanner: {
      defaultProps: { tone: 'positive' },
      styleOverrides: {
        root: {
          borderLeftWidth: 6,
          variants: [
            {
              props: { tone: 'positive' },
              style: outer.unstable_sx({ borderLeftColor: 'success.main' }),
            },
          ],
        },
      },
    },
  },
});

export default function ThemeableComponent() {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Banner>Outside the custom theme: the component&apos;s own styles.</Banner>
      <ThemeProvider theme={withBannerTheme}>
        <Banner>
          Inside it: a default prop and style overrides from the theme.
        </Banner>
      </ThemeProvider>
    </div>
  );
}
