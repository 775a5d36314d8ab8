/** The server context (CONTRACT §3). */
export interface MenuChild {
  label: string;
  path: string;
  externalPath?: boolean;
}

export interface MenuItem {
  label: string;
  path: string;
  linkToPage?: boolean;
  skip?: boolean;
  children?: MenuChild[];
}

export interface ContextUser {
  id: number | string;
  name: string;
  email: string;
}

export interface ContextSettings {
  signInUrl?: string;
  contestFileSignedUrl?: string;
  contestFileUploadedCallback?: string;
  contestFileDeletedCallback?: string;
}

export interface ServerContext {
  apiBase?: string;
  menu: MenuItem[];
  active?: { item?: string; subItem?: string };
  user?: ContextUser;
  settings?: ContextSettings;
}

export const DEFAULT_SETTINGS: Required<ContextSettings> = {
  signInUrl: '/users/sign_in',
  contestFileSignedUrl: '/admin/contestfiles/signed_url',
  contestFileUploadedCallback: '/admin/contestfiles/uploaded_callback',
  contestFileDeletedCallback: '/admin/contestfiles/deleted_callback',
};
