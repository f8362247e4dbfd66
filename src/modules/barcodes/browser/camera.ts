export type CameraProblem = "denied" | "missing" | "insecure" | "failed";

export class CameraError extends Error {
  constructor(readonly problem: CameraProblem) {
    super(problem);
    this.name = "CameraError";
  }
}

/** The rear camera where there is one, at a resolution barcodes need but phones keep smooth. */
const CONSTRAINTS: MediaStreamConstraints = {
  audio: false,
  video: { facingMode: { ideal: "environment" }, width: { ideal: 1280 }, height: { ideal: 720 } },
};

export function cameraProblemOf(err: unknown): CameraProblem {
  const name = err instanceof Error || (typeof DOMException !== "undefined" && err instanceof DOMException) ? (err as Error).name : "";
  if (name === "NotAllowedError" || name === "SecurityError" || name === "PermissionDeniedError") return "denied";
  if (name === "NotFoundError" || name === "OverconstrainedError" || name === "DevicesNotFoundError") return "missing";
  return "failed";
}

/** Asks for the camera; fails with a CameraError naming why (blocked, none, not https, other). */
export async function openCamera(): Promise<MediaStream> {
  if (typeof navigator === "undefined" || !navigator.mediaDevices?.getUserMedia) {
    throw new CameraError(typeof window !== "undefined" && !window.isSecureContext ? "insecure" : "missing");
  }
  try {
    return await navigator.mediaDevices.getUserMedia(CONSTRAINTS);
  } catch (err) {
    throw new CameraError(cameraProblemOf(err));
  }
}

export function stopCamera(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
