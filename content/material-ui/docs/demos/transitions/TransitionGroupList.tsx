import * as React from 'react';
import { TransitionGroup } from 'react-transition-group';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import DeleteIcon from '@mui/icons-material/Delete';

const fruits = ['Apple', 'Banana', 'Cherry', 'Grape', 'Kiwi', 'Mango', 'Pear'];

export default function TransitionGroupList() {
  const [items, setItems] = React.useState(fruits.slice(0, 3));

  const handleAdd = () => {
    const next = fruits.find((fruit) => !items.includes(fruit));
    if (next) {
      setItems((prev) => [next, ...prev]);
    }
  };

  const handleRemove = (item: string) => {
    setItems((prev) => prev.filter((fruit) => fruit !== item));
  };

  return (
    <div>
      <Button variant="contained" onClick={handleAdd} disabled={items.length >= fruits.length}>
        Add fruit
      </Button>
      <List sx={{ mt: 1, maxWidth: 320 }}>
        {/* No wrapper element, so the list keeps only <li> children. */}
        <TransitionGroup component={null}>
          {items.map((item) => (
            <Collapse key={item} component="li">
              <ListItem
                component="div"
                secondaryAction={
                  <IconButton edge="end" aria-label={`Remove ${item}`} onClick={() => handleRemove(item)}>
                    <DeleteIcon />
                  </IconButton>
                }
              >
                <ListItemText primary={item} />
              </ListItem>
            </Collapse>
          ))}
        </TransitionGroup>
      </List>
    </div>
  );
}
