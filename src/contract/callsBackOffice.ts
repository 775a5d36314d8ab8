import { reportStatisticsCall, reportTotalsCall, reportTransactionsCall } from './cashoutReport';
import { challengeRequestCall } from './challengeRequest';
import { contextCall } from './context';
import { loginAsCall } from './impersonation';
import { formSelectCalls } from './formSelects';
import { claimOpportunityCall } from './opportunities';
import {
  contestFileDeletedCall,
  contestFileSignedUrlCall,
  contestFileUploadedCall,
} from './contestFiles';
import { uploadImageCall } from './uploads';
import type { ContractCall } from './call';

/** Seed 000's calls (back office), the context, image and contest-file uploads. */
export const BACK_OFFICE_CALLS: ContractCall[] = [
  contextCall,
  loginAsCall,
  reportTotalsCall,
  reportStatisticsCall,
  reportTransactionsCall,
  challengeRequestCall,
  claimOpportunityCall,
  ...Object.values(formSelectCalls),
  uploadImageCall,
  contestFileSignedUrlCall,
  contestFileUploadedCall,
  contestFileDeletedCall,
];
