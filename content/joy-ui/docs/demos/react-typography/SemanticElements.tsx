import * as React from 'react';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function SemanticElements() {
  return (
    <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'sm', maxWidth: 420 }}>
      {/* An h3 for the outline of the page, styled as a smaller title. */}
      <Typography component="h3" level="title-lg">
        Quarterly report
      </Typography>
      <Typography level="body-sm" gutterBottom>
        Published April 17, 2024
      </Typography>
      {/* A paragraph that looks like a large number, without being a heading. */}
      <Typography level="h2" component="p">
        $48,210
      </Typography>
      <Typography level="body-md">
        Revenue, up 12% from the previous quarter.
      </Typography>
    </Sheet>
  );
}
