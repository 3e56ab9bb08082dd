import * as React from 'react';
import Box from '@mui/material/Box';

const barHeights = [38, 52, 45, 66, 58, 74, 63, 82, 70, 88, 79, 94];

const line = (width: string | number) => ({
  height: 8,
  width,
  borderRadius: 4,
  bgcolor: 'action.selected',
});

/**
 * A stylised product screenshot made only of boxes and gradients (no image to
 * download).
 */
export default function ProductPreview() {
  return (
    <Box
      role="img"
      aria-label="Preview of the Sitemark dashboard: a sidebar, three key figures and a rising bar chart of weekly signups"
      sx={(theme) => ({
        mt: { xs: 6, sm: 8 },
        p: { xs: 1, sm: 1.5 },
        borderRadius: 3,
        border: '1px solid',
        borderColor: 'divider',
        backgroundImage: `linear-gradient(160deg, ${(theme.vars || theme).palette.primary.main}, ${(theme.vars || theme).palette.secondary.main})`,
        boxShadow: `0 24px 48px -24px ${(theme.vars || theme).palette.primary.dark}`,
      })}
    >
      <Box
        sx={{
          borderRadius: 2,
          overflow: 'hidden',
          bgcolor: 'background.paper',
          border: '1px solid',
          borderColor: 'divider',
        }}
      >
        {/* Window chrome */}
        <Box
          sx={{
            display: 'flex',
            gap: 0.75,
            px: 1.5,
            py: 1,
            borderBottom: '1px solid',
            borderColor: 'divider',
          }}
        >
          {['error.light', 'warning.light', 'success.light'].map((color) => (
            <Box
              key={color}
              sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: color }}
            />
          ))}
        </Box>
        <Box sx={{ display: 'flex', minHeight: { xs: 200, sm: 320, md: 380 } }}>
          {/* Sidebar */}
          <Box
            sx={{
              display: { xs: 'none', sm: 'flex' },
              flexDirection: 'column',
              gap: 1.5,
              width: 160,
              p: 2,
              borderRight: '1px solid',
              borderColor: 'divider',
              bgcolor: 'action.hover',
            }}
          >
            <Box sx={{ ...line('70%'), bgcolor: 'primary.main' }} />
            {['85%', '60%', '75%', '50%', '65%'].map((width, index) => (
              <Box key={index} sx={line(width)} />
            ))}
          </Box>
          {/* Content */}
          <Box
            sx={{
              flex: 1,
              minWidth: 0,
              display: 'flex',
              flexDirection: 'column',
              gap: 2,
              p: { xs: 1.5, sm: 2.5 },
            }}
          >
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: 'repeat(3, 1fr)',
                gap: { xs: 1, sm: 2 },
              }}
            >
              {['primary.main', 'secondary.main', 'success.main'].map((color) => (
                <Box
                  key={color}
                  sx={{
                    p: { xs: 1, sm: 1.5 },
                    borderRadius: 1.5,
                    border: '1px solid',
                    borderColor: 'divider',
                  }}
                >
                  <Box sx={line('60%')} />
                  <Box
                    sx={{
                      mt: 1,
                      height: { xs: 12, sm: 18 },
                      width: '80%',
                      borderRadius: 1,
                      bgcolor: color,
                    }}
                  />
                </Box>
              ))}
            </Box>
            <Box
              sx={{
                flex: 1,
                display: 'flex',
                alignItems: 'flex-end',
                gap: { xs: 0.5, sm: 1 },
                p: { xs: 1, sm: 2 },
                borderRadius: 1.5,
                border: '1px solid',
                borderColor: 'divider',
              }}
            >
              {barHeights.map((height, index) => (
                <Box
                  key={index}
                  sx={(theme) => ({
                    flex: 1,
                    height: `${height}%`,
                    minHeight: 12,
                    borderRadius: '4px 4px 0 0',
                    backgroundImage: `linear-gradient(180deg, ${(theme.vars || theme).palette.primary.main}, ${(theme.vars || theme).palette.primary.light})`,
                  })}
                />
              ))}
            </Box>
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
