"use client";
import { useEffect, useRef, useState } from "react";
import type { Detection } from "../detection";
import { CameraError, openCamera, stopCamera, type CameraProblem } from "../browser/camera";
import { detectNative, detectZxing, nativeDetector, pixelsOf } from "../browser/decoders";

export type CameraState = { status: "off" | "starting" | "live" } | { status: "unavailable"; problem: CameraProblem };

/** Frames are read about four times a second; one read takes 20–150 ms in WebAssembly on a phone. */
const FRAME_INTERVAL_MS = 250;
/** Camera frames are read at this size: enough bars per pixel for a label a hand's width away. */
const FRAME_MAX_SIDE = 1280;

async function detectFrame(video: HTMLVideoElement, canvas: HTMLCanvasElement): Promise<Detection | null> {
  const detector = await nativeDetector();
  if (detector) return detectNative(detector, video);
  const pixels = pixelsOf(video, video.videoWidth, video.videoHeight, FRAME_MAX_SIDE, canvas);
  return pixels ? detectZxing(pixels, { oneSymbol: true }) : null;
}

/**
 * The live camera while `active`: a preview in `videoRef`, frames read until the same code is
 * seen in two reads (one misread frame never reaches the server), then `onDetected` once. The
 * camera is released when inactive, on close and on unmount.
 */
export function useCameraScan(active: boolean, onDetected: (d: Detection) => void) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [camera, setCamera] = useState<CameraState>({ status: "off" });
  const detected = useRef(onDetected);
  useEffect(() => {
    detected.current = onDetected;
  }, [onDetected]);

  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    let stream: MediaStream | null = null;
    let attached: HTMLVideoElement | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let previous: string | null = null;
    const canvas = document.createElement("canvas");

    const tick = async () => {
      if (cancelled) return;
      const video = videoRef.current;
      if (video && video.readyState >= 2 && video.videoWidth > 0) {
        const found = await detectFrame(video, canvas).catch(() => null);
        if (cancelled) return;
        if (found && found.code === previous) {
          detected.current(found);
          return;
        }
        if (found) previous = found.code;
      }
      timer = setTimeout(() => void tick(), FRAME_INTERVAL_MS);
    };

    queueMicrotask(() => {
      if (!cancelled) setCamera({ status: "starting" });
    });
    openCamera()
      .then(async (s) => {
        if (cancelled) return stopCamera(s);
        stream = s;
        const video = videoRef.current;
        if (!video) return;
        attached = video;
        video.srcObject = s;
        await video.play().catch(() => undefined);
        if (cancelled) return;
        setCamera({ status: "live" });
        void tick();
      })
      .catch((err: unknown) => {
        if (!cancelled) setCamera({ status: "unavailable", problem: err instanceof CameraError ? err.problem : "failed" });
      });

    return () => {
      cancelled = true;
      clearTimeout(timer);
      stopCamera(stream);
      if (attached) attached.srcObject = null;
      setCamera((c) => (c.status === "unavailable" ? c : { status: "off" }));
    };
  }, [active]);

  return { videoRef, camera };
}
