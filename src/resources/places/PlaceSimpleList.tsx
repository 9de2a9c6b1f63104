/**
 * The places list on a phone, as in react-admin's demo: a SimpleList (cover, name, city; the state
 * menu and the row's actions on the right) instead of a table that would not fit.
 */
import { Box } from '@mui/material';
import { SimpleList } from 'react-admin';
import { PlaceRowActions } from './PlaceRowActions';
import { PlaceStatusMenu } from './PlaceStatusMenu';
import { PlaceThumb } from './PlaceThumb';
import { PlacesEmpty } from './PlaceTable';

export const PlaceSimpleList = () => (
  <SimpleList
    rowClick={false}
    empty={<PlacesEmpty />}
    leftIcon={() => <PlaceThumb />}
    primaryText={(record) => record.name}
    secondaryText={(record) => record.city}
    rightIcon={() => (
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <PlaceStatusMenu />
        <PlaceRowActions />
      </Box>
    )}
    sx={{ '& .MuiListItemIcon-root': { minWidth: 0 }, '& .MuiListItemText-root': { mx: 1.5, overflowWrap: 'anywhere' } }}
  />
);
