import * as z from 'zod/mini';
import { named } from './marks';
import { bool, optional, text } from './variants';
import { idSchema } from './envelope';
import type { ContractCall } from './call';
import { contextEndpoint } from './publicEndpoints';

/** The server context (CONTRACT §3). */
export const menuChildSchema = z.object({
  label: named('CONTRACT §3', text()),
  path: named('CONTRACT §3', text()),
  externalPath: named('CONTRACT §3', optional(bool())),
});
export type MenuChild = z.infer<typeof menuChildSchema>;

export const menuItemSchema = z.object({
  label: named('CONTRACT §3', text()),
  path: named('CONTRACT §3', text()),
  linkToPage: named('CONTRACT §3', optional(bool())),
  skip: named('CONTRACT §3', optional(bool())),
  children: named('CONTRACT §3', optional(z.array(menuChildSchema))),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

export const contextUserSchema = z.object({
  id: named('CONTRACT §3', idSchema),
  name: named('CONTRACT §3', text()),
  email: named('CONTRACT §3', text()),
});
export type ContextUser = z.infer<typeof contextUserSchema>;

export const contextSettingsSchema = z.object({
  signInUrl: named('CONTRACT §3', optional(text())),
  contestFileSignedUrl: named('CONTRACT §3', optional(text())),
  contestFileUploadedCallback: named('CONTRACT §3', optional(text())),
  contestFileDeletedCallback: named('CONTRACT §3', optional(text())),
});
export type ContextSettings = z.infer<typeof contextSettingsSchema>;

export const serverContextSchema = z.object({
  apiBase: named('CONTRACT §3', optional(text())),
  menu: named('CONTRACT §3', z.array(menuItemSchema)),
  active: named(
    'CONTRACT §3',
    optional(
      z.object({
        item: named('CONTRACT §3', optional(text())),
        subItem: named('CONTRACT §3', optional(text())),
      }),
    ),
  ),
  user: named('CONTRACT §3', optional(contextUserSchema)),
  settings: named('CONTRACT §3', optional(contextSettingsSchema)),
});
export type ServerContext = z.infer<typeof serverContextSchema>;

export const DEFAULT_SETTINGS: Required<ContextSettings> = {
  signInUrl: '/users/sign_in',
  contestFileSignedUrl: '/admin/contestfiles/signed_url',
  contestFileUploadedCallback: '/admin/contestfiles/uploaded_callback',
  contestFileDeletedCallback: '/admin/contestfiles/deleted_callback',
};

export const contextCall = {
  method: 'GET',
  path: contextEndpoint,
  summary: 'The server context (CONTRACT §3)',
  answer: serverContextSchema,
} as const satisfies ContractCall;
