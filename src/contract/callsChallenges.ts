import type { ContractCall } from './call';
import { contestCall, contestCloneCall, saveContestCall } from './contest';
import {
  challengeViewCall,
  checkPrefilterCall,
  reserveSpotCall,
  saveDraftCall,
  solutionCall,
  solutionFileDeletedCall,
  solutionFileSignedUrlCall,
  solutionFileUploadedCall,
  solutionFormCall,
  submitSolutionCall,
} from './solver';

/** Seed 001's calls: challenge authoring and the solver flow. */
export const CHALLENGE_CALLS: ContractCall[] = [
  contestCall,
  contestCloneCall,
  saveContestCall,
  challengeViewCall,
  reserveSpotCall,
  solutionFormCall,
  checkPrefilterCall,
  saveDraftCall,
  submitSolutionCall,
  solutionCall,
  solutionFileSignedUrlCall,
  solutionFileUploadedCall,
  solutionFileDeletedCall,
];
