/**
 * Pure greyscale image operations for receipt OCR preprocessing, on plain byte
 * arrays so the browser can run them on canvas ImageData too.
 */
export { adaptiveThreshold, downsample, integral, otsuThreshold, type GreyImage } from "./grey-basics";
export { estimateLinePitch, estimateSkewDegrees } from "./skew-pitch";
export { findPaperRegion, isolatePaper, type PaperRegion } from "./paper-region";
export { flattenIllumination } from "./illumination";
