import * as React from 'react';
import Card from '@mui/joy/Card';
import Divider from '@mui/joy/Divider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function DividerInset() {
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
      {(['context', 'none'] as const).map((inset) => (
        <Card key={inset} variant="outlined" sx={{ width: 220 }}>
          <Typography level="title-md">inset=&quot;{inset}&quot;</Typography>
          <Divider inset={inset} />
          <Typography level="body-sm">
            {inset === 'context'
              ? 'The line runs to the edges of the card.'
              : 'The line stops at the card padding.'}
          </Typography>
        </Card>
      ))}
    </Stack>
  );
}
