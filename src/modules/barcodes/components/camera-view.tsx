"use client";
import type { RefObject } from "react";
import { Camera, CameraOff } from "lucide-react";
import { cn } from "@/lib/cn";
import type { CameraProblem } from "../browser/camera";
import { BARCODE_MESSAGES } from "../messages";
import type { CameraState } from "./use-camera-scan";

const PROBLEM_TEXT: Record<CameraProblem, string> = {
  denied: BARCODE_MESSAGES.cameraDenied,
  missing: BARCODE_MESSAGES.cameraMissing,
  insecure: BARCODE_MESSAGES.cameraInsecure,
  failed: BARCODE_MESSAGES.cameraFailed,
};

/** The live preview with an aiming box, or why there is none (then the photo upload below is the way in). */
export function CameraView({ videoRef, camera, busy }: { videoRef: RefObject<HTMLVideoElement | null>; camera: CameraState; busy: string | null }) {
  if (camera.status === "unavailable") {
    return (
      <div role="alert" className="flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
        <CameraOff aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
        <div>
          <p className="font-medium">Camera unavailable</p>
          <p className="mt-0.5">{PROBLEM_TEXT[camera.problem]}</p>
        </div>
      </div>
    );
  }
  const live = camera.status === "live";
  return (
    <div className="relative aspect-[4/3] overflow-hidden rounded-lg bg-slate-900 sm:aspect-video">
      <video ref={videoRef} muted playsInline aria-label="Camera preview" className={cn("h-full w-full object-cover", !live && "invisible")} />
      {live && !busy ? (
        <div aria-hidden="true" className="pointer-events-none absolute inset-x-[12%] top-1/2 h-[38%] -translate-y-1/2 rounded-md border-2 border-white/90 shadow-[0_0_0_999px_rgba(15,23,42,0.35)]" />
      ) : null}
      {!live || busy ? (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-slate-900/70 p-4 text-center text-sm text-white">
          <Camera aria-hidden="true" className="h-6 w-6" />
          <span>{busy ?? "Starting the camera…"}</span>
        </div>
      ) : null}
    </div>
  );
}
