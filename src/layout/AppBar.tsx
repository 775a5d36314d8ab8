import { ListItemText, MenuItem } from '@mui/material';
import { memo } from 'react';
import { AppBar as RaAppBar, TitlePortal, UserMenu, useGetIdentity } from 'react-admin';
import { PaletteLauncher } from './palette/PaletteLauncher';

/** The user menu's button shows the user's name, so that name is its accessible name too. */
const AppUserMenu = () => {
  const { identity } = useGetIdentity();
  return (
    <UserMenu label={identity?.fullName ?? 'ra.auth.user_menu'}>
      <MenuItem disabled>
        <ListItemText
          primary={identity?.fullName}
          secondary={identity?.email as string | undefined}
        />
      </MenuItem>
    </UserMenu>
  );
};

/**
 * The bar repeats the page title as plain text: each page has its own h1, and a second heading
 * with the same words would only add noise to the heading outline. The palette's button and key
 * listener sit here, inside the router and the admin context, on every console screen. It stays
 * in view as the page scrolls (`alwaysOn`, from the layout: docs/decisions.md, "The app bar stays
 * in view"). Memoised: the layout draws again on every move between screens, the bar need not.
 */
export const AppBar = memo(function AppBar({ alwaysOn }: { alwaysOn?: boolean }) {
  return (
    <RaAppBar userMenu={<AppUserMenu />} alwaysOn={alwaysOn}>
      <TitlePortal component="p" />
      <PaletteLauncher />
    </RaAppBar>
  );
});
