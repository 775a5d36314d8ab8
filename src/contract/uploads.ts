/** Direct uploads (CONTRACT §7). */
export interface SignedUpload {
  url: string;
  fields: Record<string, string>;
  key: string;
}

export interface UploadImageResponse {
  url: string;
}
