/** One look at the camera: is there a face in the current frame? */
export interface FaceDetector {
  /** True when a face is in the frame (the video must have a picture). */
  detect: (video: HTMLVideoElement) => Promise<boolean>;
}

export type LoadFaceDetector = () => Promise<FaceDetector>;
