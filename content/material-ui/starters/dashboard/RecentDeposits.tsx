import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';

export default function RecentDeposits() {
  const [showBalance, setShowBalance] = React.useState(false);

  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="deposits-title"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column' }}>
        <Typography id="deposits-title" component="h2" variant="subtitle2" gutterBottom>
          Recent Deposits
        </Typography>
        <Typography variant="h4" component="p">
          $3,024.00
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          on 15 March, 2024
        </Typography>
        <Collapse in={showBalance}>
          <Box id="deposits-balance" sx={{ pb: 2 }}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Available balance
            </Typography>
            <Typography variant="h6" component="p">
              $12,480.55
            </Typography>
          </Box>
        </Collapse>
        <Box sx={{ mt: 'auto' }}>
          <Button
            variant="outlined"
            size="small"
            aria-expanded={showBalance}
            aria-controls="deposits-balance"
            onClick={() => setShowBalance((shown) => !shown)}
          >
            {showBalance ? 'Hide balance' : 'View balance'}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
