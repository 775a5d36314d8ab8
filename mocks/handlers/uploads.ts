import type { HttpHandler } from 'msw';

/** POST /upload_image, contest-file signed uploads, the storage service */
export const uploadsHandlers: HttpHandler[] = [];
