/**
 * Limits the face files share (face.service.ts, face-descriptor.ts, face-group.ts, face-search.ts,
 * face-legacy.ts), kept below them all so none imports the service for a constant.
 */

/** The reference photo may be a large upload; camera photos are capped at 2 MB by `decodePhoto`. */
export const MAX_REFERENCE_BYTES = 10 * 1024 * 1024;
