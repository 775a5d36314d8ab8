import * as z from 'zod/mini';
import { bool, optional, text } from './variants';
import { idSchema } from './envelope';

/** The server context (CONTRACT §3). */
export const menuChildSchema = z.object({
  label: text(),
  path: text(),
  externalPath: optional(bool()),
});
export type MenuChild = z.infer<typeof menuChildSchema>;

export const menuItemSchema = z.object({
  label: text(),
  path: text(),
  linkToPage: optional(bool()),
  skip: optional(bool()),
  children: optional(z.array(menuChildSchema)),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

export const contextUserSchema = z.object({ id: idSchema, name: text(), email: text() });
export type ContextUser = z.infer<typeof contextUserSchema>;

export const contextSettingsSchema = z.object({
  signInUrl: optional(text()),
  contestFileSignedUrl: optional(text()),
  contestFileUploadedCallback: optional(text()),
  contestFileDeletedCallback: optional(text()),
});
export type ContextSettings = z.infer<typeof contextSettingsSchema>;

export const serverContextSchema = z.object({
  apiBase: optional(text()),
  menu: z.array(menuItemSchema),
  active: optional(z.object({ item: optional(text()), subItem: optional(text()) })),
  user: optional(contextUserSchema),
  settings: optional(contextSettingsSchema),
});
export type ServerContext = z.infer<typeof serverContextSchema>;

export const DEFAULT_SETTINGS: Required<ContextSettings> = {
  signInUrl: '/users/sign_in',
  contestFileSignedUrl: '/admin/contestfiles/signed_url',
  contestFileUploadedCallback: '/admin/contestfiles/uploaded_callback',
  contestFileDeletedCallback: '/admin/contestfiles/deleted_callback',
};
