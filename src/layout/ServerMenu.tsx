import { MenuItem } from '@mui/material';
import { Menu, useBasename, useTranslate } from 'react-admin';
import { useServerContext } from '../api';
import { childLink } from '../app/console/menuPaths';

/** The left menu, built from the server context (CONTRACT §3). */
export const ServerMenu = () => {
  const { menu } = useServerContext();
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Menu>
      <Menu.DashboardItem primaryText={translate('app.menu.dashboard')} />
      {menu
        .filter((item) => !item.skip)
        .flatMap((item) => [
          ...(item.linkToPage || !item.children?.length
            ? [<Menu.Item key={item.path} to={`${basename}${item.path}`} primaryText={item.label} />]
            : []),
          ...(item.children ?? []).map((child) => {
            const link = childLink(item, child);
            return link.external ? (
              <MenuItem key={link.to} component="a" href={link.to}>
                {link.label}
              </MenuItem>
            ) : (
              <Menu.Item key={link.to} to={`${basename}${link.to}`} primaryText={`${item.label} › ${link.label}`} />
            );
          }),
        ])}
    </Menu>
  );
};
