import { challengeRequestCall } from './challengeRequest';
import { contextCall } from './context';
import { loginAsCall } from './impersonation';
import { formSelectCalls } from './formSelects';
import {
  contestFileDeletedCall,
  contestFileSignedUrlCall,
  contestFileUploadedCall,
} from './contestFiles';
import { uploadImageCall } from './uploads';
import type { ContractCall } from './call';

/**
 * The calls more than one screen sends, or none of the folders owns: the context, impersonation,
 * the challenge request, the option lists and the uploads. A page's or a
 * list's own calls are in its folder (src/contract-tools/calls.ts gathers them).
 */
export const BACK_OFFICE_CALLS: ContractCall[] = [
  contextCall,
  loginAsCall,
  challengeRequestCall,
  ...Object.values(formSelectCalls),
  uploadImageCall,
  contestFileSignedUrlCall,
  contestFileUploadedCall,
  contestFileDeletedCall,
];
