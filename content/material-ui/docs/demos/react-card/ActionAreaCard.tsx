import * as React from 'react';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';

const waves = `data:image/svg+xml,${encodeURIComponent(
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 345 140'><rect width='345' height='140' fill='#0277bd'/><path d='M0 70q43-25 86 0t86 0 86 0 87 0v70H0z' fill='#4fc3f7'/><path d='M0 100q43-25 86 0t86 0 86 0 87 0v40H0z' fill='#b3e5fc'/></svg>",
)}`;

export default function ActionAreaCard() {
  const [opened, setOpened] = React.useState(0);

  return (
    <Card sx={{ maxWidth: 345 }}>
      <CardActionArea onClick={() => setOpened((count) => count + 1)}>
        <CardMedia component="img" height="140" image={waves} alt="" />
        <CardContent>
          <Typography gutterBottom variant="h5" component="div">
            Surf lessons
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Beginner groups every morning at 9:00. Boards and wetsuits included.
            {opened > 0 && ` (opened ${opened}×)`}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
