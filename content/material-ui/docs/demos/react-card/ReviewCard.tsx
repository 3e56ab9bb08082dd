import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FavoriteIcon from '@mui/icons-material/Favorite';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import ShareIcon from '@mui/icons-material/Share';

export default function ReviewCard() {
  const [expanded, setExpanded] = React.useState(false);
  const [liked, setLiked] = React.useState(false);

  return (
    <Card sx={{ maxWidth: 345 }}>
      <CardHeader
        avatar={<Avatar sx={{ bgcolor: 'error.main' }}>R</Avatar>}
        action={
          <IconButton aria-label="Recipe options">
            <MoreVertIcon />
          </IconButton>
        }
        title="Tomato and basil soup"
        subheader="Ready in 40 minutes"
      />
      <CardContent>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          A light soup for late summer, when tomatoes are at their best. Serves four.
        </Typography>
      </CardContent>
      <CardActions disableSpacing>
        <IconButton
          aria-label="Add to favorites"
          aria-pressed={liked}
          color={liked ? 'error' : 'default'}
          onClick={() => setLiked(!liked)}
        >
          <FavoriteIcon />
        </IconButton>
        <IconButton aria-label="Share">
          <ShareIcon />
        </IconButton>
        <IconButton
          onClick={() => setExpanded(!expanded)}
          aria-expanded={expanded}
          aria-label="Show method"
          sx={{
            ml: 'auto',
            transform: expanded ? 'rotate(180deg)' : 'none',
            transition: (theme) => theme.transitions.create('transform'),
          }}
        >
          <ExpandMoreIcon />
        </IconButton>
      </CardActions>
      <Collapse in={expanded} timeout="auto" unmountOnExit>
        <CardContent>
          <Typography sx={{ mb: 1 }}>Method:</Typography>
          <Typography variant="body2">
            Soften an onion and two garlic cloves in olive oil. Add 1 kg of chopped
            tomatoes and 500 ml of stock, simmer for 25 minutes, then blend with a
            handful of basil leaves. Season to taste.
          </Typography>
        </CardContent>
      </Collapse>
    </Card>
  );
}
