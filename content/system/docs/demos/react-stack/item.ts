import { styled } from '@mui/system';

const Item = styled('div')(({ theme }) => [
  {
    padding: theme.spacing(1),
    border: '1px solid #c2cad4',
    borderRadius: 4,
    backgroundColor: '#ffffff',
    color: '#1c2025',
    textAlign: 'center',
  },
  theme.applyStyles('dark', {
    borderColor: '#444d58',
    backgroundColor: '#1a2027',
    color: '#f3f6f9',
  }),
]);

export default Item;
