import * as React from 'react';
import Box from '@mui/material/Box';
import { Theme } from '@mui/material/styles';

export type IllustrationKind = 'dashboard' | 'mobile' | 'devices';

const palette = (theme: Theme) => (theme.vars || theme).palette;

/** A phone, tablet or laptop outline holding a few content blocks. */
function Device({
  width,
  height,
  radius,
  children,
}: {
  width: string;
  height: string;
  radius: number;
  children?: React.ReactNode;
}) {
  return (
    <Box
      sx={{
        width,
        height,
        flexShrink: 0,
        p: 1,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        borderRadius: radius,
        border: '3px solid',
        borderColor: 'text.primary',
        bgcolor: 'background.paper',
      }}
    >
      {children}
    </Box>
  );
}

const block = (height: number | string, bgcolor = 'action.selected') => ({
  height,
  borderRadius: 1,
  bgcolor,
});

function Dashboard() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 3, sm: 5 } }}>
      <Box
        sx={(theme) => ({
          width: { xs: 120, sm: 160 },
          aspectRatio: '1',
          borderRadius: '50%',
          flexShrink: 0,
          // A donut chart: a conic gradient with a hole punched by a radial mask.
          backgroundImage: `conic-gradient(${palette(theme).primary.main} 0 42%, ${palette(theme).secondary.main} 42% 68%, ${palette(theme).success.main} 68% 86%, ${palette(theme).warning.main} 86% 100%)`,
          mask: 'radial-gradient(circle, transparent 45%, #000 46%)',
        })}
      />
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          gap: 1.5,
          width: { xs: 96, sm: 140 },
        }}
      >
        {['primary.main', 'secondary.main', 'success.main', 'warning.main'].map(
          (color, index) => (
            <Box key={color} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Box
                sx={{
                  width: 12,
                  height: 12,
                  borderRadius: '3px',
                  bgcolor: color,
                  flexShrink: 0,
                }}
              />
              <Box sx={{ ...block(8), flex: 1, maxWidth: `${90 - index * 15}%` }} />
            </Box>
          ),
        )}
      </Box>
    </Box>
  );
}

function Mobile() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 3 }}>
      <Device width="120px" height="220px" radius={4}>
        <Box
          sx={{ ...block(6), width: '40%', mx: 'auto', bgcolor: 'text.primary' }}
        />
        <Box sx={block(56, 'primary.main')} />
        <Box sx={block(24)} />
        <Box sx={block(24)} />
        <Box sx={{ ...block(28, 'secondary.main'), mt: 'auto', borderRadius: 4 }} />
      </Device>
      <Box
        sx={{
          display: { xs: 'none', sm: 'flex' },
          flexDirection: 'column',
          gap: 1,
          width: 120,
          pb: 2,
        }}
      >
        <Box sx={{ ...block(36), display: 'flex', alignItems: 'center', px: 1 }}>
          <Box
            sx={{
              width: 16,
              height: 16,
              borderRadius: '50%',
              bgcolor: 'success.main',
            }}
          />
        </Box>
        <Box sx={{ ...block(36), display: 'flex', alignItems: 'center', px: 1 }}>
          <Box
            sx={{
              width: 16,
              height: 16,
              borderRadius: '50%',
              bgcolor: 'primary.main',
            }}
          />
        </Box>
      </Box>
    </Box>
  );
}

function Devices() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: { xs: 1.5, sm: 2.5 } }}>
      <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
        <Device width="200px" height="130px" radius={1.5}>
          <Box sx={block(40, 'primary.main')} />
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: '1fr 1fr 1fr',
              gap: 1,
              flex: 1,
            }}
          >
            <Box sx={block('100%')} />
            <Box sx={block('100%')} />
            <Box sx={block('100%')} />
          </Box>
        </Device>
        <Box
          sx={{
            height: 8,
            mx: -2,
            borderRadius: '0 0 8px 8px',
            bgcolor: 'text.primary',
          }}
        />
      </Box>
      <Device width="110px" height="150px" radius={2}>
        <Box sx={block(36, 'secondary.main')} />
        <Box sx={{ ...block(12), width: '80%' }} />
        <Box sx={{ ...block(12), width: '60%' }} />
        <Box sx={{ ...block(20), mt: 'auto' }} />
      </Device>
      <Device width="64px" height="112px" radius={2.5}>
        <Box sx={block(28, 'success.main')} />
        <Box sx={block(10)} />
        <Box sx={block(10)} />
      </Device>
    </Box>
  );
}

const illustrations: Record<IllustrationKind, () => React.JSX.Element> = {
  dashboard: Dashboard,
  mobile: Mobile,
  devices: Devices,
};

/**
 * The picture of one feature, drawn with boxes and gradients; `label` describes it
 * to screen readers.
 */
export default function FeatureIllustration({
  kind,
  label,
}: {
  kind: IllustrationKind;
  label: string;
}) {
  const Illustration = illustrations[kind];
  return (
    <Box
      role="img"
      aria-label={label}
      sx={(theme) => ({
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: { xs: 260, sm: 300 },
        p: 3,
        borderRadius: 2,
        overflow: 'hidden',
        backgroundImage: theme.vars
          ? `linear-gradient(135deg, rgba(${theme.vars.palette.primary.mainChannel} / 0.12), rgba(${theme.vars.palette.secondary.mainChannel} / 0.12))`
          : undefined,
        bgcolor: 'action.hover',
      })}
    >
      <Illustration />
    </Box>
  );
}
