import { ListItemText, MenuItem } from '@mui/material';
import { AppBar as RaAppBar, UserMenu, useGetIdentity } from 'react-admin';

/** The user menu's button shows the user's name, so that name is its accessible name too. */
const AppUserMenu = () => {
  const { identity } = useGetIdentity();
  return (
    <UserMenu label={identity?.fullName ?? 'ra.auth.user_menu'}>
      <MenuItem disabled>
        <ListItemText primary={identity?.fullName} secondary={identity?.email as string | undefined} />
      </MenuItem>
    </UserMenu>
  );
};

export const AppBar = () => <RaAppBar userMenu={<AppUserMenu />} />;
