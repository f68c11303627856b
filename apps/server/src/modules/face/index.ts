/**
 * The face module's public face: its route table and what other modules call (face login, exam and study
 * captures, the descriptor job, metrics, the SMS vendors' request signing). Code outside modules/face
 * imports from here (tests and bench may reach into a sub-folder). The sub-folders (docs/ARCHITECTURE.md):
 * photo/ (face photos and their comparison), search/ (face login's 1:N search: descriptors, face groups),
 * liveness/ (replays, still faces, the live capture), providers/ (the vendors and the local model),
 * signing/ (vendor request signatures).
 */
export { faceRoutes } from './face.routes.ts';
export { checkLiveFrames, copiesPhotoOnFile, LIVE_INSTRUCTIONS, LIVE_MSG } from './liveness/live-sequence.ts';
export { forgetImage, isReplayed } from './liveness/liveness.ts';
export { compareWithUserFace, decodePhoto, type FaceComparison, storePhoto } from './photo/face.service.ts';
export { privatizeLegacyFaces } from './photo/face-legacy.ts';
export {
  configureFaceReadings,
  faceReadingsWaiting,
  faceReadingWorkers,
  onFaceReading,
} from './providers/face-reading-pool.ts';
export { activeFaceProvider } from './providers/index.ts';
export { FACE_MSG, FaceServiceError } from './providers/types.ts';
export { backfillFaceDescriptors, settleFaceDescriptors, sweepStaleDescriptors } from './search/face-descriptor.ts';
export { removeDeletedFaces } from './search/face-group.ts';
export { type FaceSearch, photoOnFileDescriptors, readLoginFrames, searchDescriptors } from './search/face-search.ts';
export { formEncode, rpcSignature, rpcTimestamp } from './signing/aliyun-rpc.ts';
export { tc3Sign } from './signing/tc3.ts';
