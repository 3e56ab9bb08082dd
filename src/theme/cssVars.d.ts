import type {} from '@mui/material/themeCssVarsAugmentation';
