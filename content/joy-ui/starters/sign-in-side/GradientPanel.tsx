import * as React from 'react';
import Box from '@mui/joy/Box';

/**
 * The picture beside the form, drawn with CSS gradients (no image to download).
 * It is decorative, so it is hidden from assistive technologies.
 */
export default function GradientPanel() {
  return (
    <Box
      aria-hidden
      sx={(theme) => ({
        position: 'relative',
        height: '100%',
        overflow: 'hidden',
        backgroundColor: '#0B2A4A',
        backgroundImage: [
          'radial-gradient(circle at 20% 25%, rgba(99, 180, 255, 0.85), transparent 45%)',
          'radial-gradient(circle at 80% 20%, rgba(198, 120, 255, 0.7), transparent 40%)',
          'radial-gradient(circle at 65% 80%, rgba(31, 214, 175, 0.65), transparent 45%)',
          'linear-gradient(135deg, #0B6BCB 0%, #12467B 55%, #0A2744 100%)',
        ].join(', '),
        ...theme.applyStyles('dark', {
          backgroundColor: '#050D18',
          backgroundImage: [
            'radial-gradient(circle at 20% 25%, rgba(50, 120, 200, 0.6), transparent 45%)',
            'radial-gradient(circle at 80% 20%, rgba(130, 70, 190, 0.55), transparent 40%)',
            'radial-gradient(circle at 65% 80%, rgba(20, 140, 120, 0.5), transparent 45%)',
            'linear-gradient(135deg, #0A3A6B 0%, #08223F 55%, #040B14 100%)',
          ].join(', '),
        }),
        // Two soft rings give the panel some depth.
        '&::before, &::after': {
          content: '""',
          position: 'absolute',
          borderRadius: '50%',
          border: '1px solid rgba(255, 255, 255, 0.25)',
        },
        '&::before': { width: '70%', aspectRatio: '1', top: '10%', left: '-15%' },
        '&::after': {
          width: '55%',
          aspectRatio: '1',
          bottom: '-10%',
          right: '-10%',
        },
      })}
    />
  );
}
