import {
  adaptiveThreshold, estimateLinePitch, estimateSkewDegrees, findPaperRegion, flattenIllumination, isolatePaper, type GreyImage,
} from "./image-ops";
import { RECOMMENDED_PREPROCESS, upscaleFactor, type PreprocessOptions } from "./ocr-params";
import { medianFilter, percentile, sharpen, stretchPercentiles } from "./grey-filters";

/** Ink covers well over 2 % of a receipt photo's paper; when that much is still light grey, the print has faded. */
const FAINT_INK_PERCENTILE = 2;

/** The two steps that need a real resampler: a canvas in the browser, sharp in Node. */
export interface GreyResampler {
  resize(img: GreyImage, width: number, height: number): GreyImage | Promise<GreyImage>;
  /** Clockwise by `degrees` onto a white background, canvas grown to fit (sharp's rotate). */
  rotate(img: GreyImage, degrees: number): GreyImage | Promise<GreyImage>;
}

export interface PreparedGrey {
  img: GreyImage;
  skewDegrees: number;
  linePitch: number;
  /** Overall scale from the decoded photo to the image Tesseract reads. */
  scale: number;
}

/**
 * The steps after "fit within 1920 px, greyscale, contrast 1.5", shared by the browser and Node
 * (ocr/pipeline.ts), in the order and with the thresholds scripts/bench-receipts.ts chose:
 * isolate the paper from its background, straighten, upscale small text, then the clean-up
 * filters the options switch on. Only resize/rotate go through the environment's resampler.
 */
export async function finishPreprocess(
  input: GreyImage,
  resampler: GreyResampler,
  downscale: number,
  options: PreprocessOptions = RECOMMENDED_PREPROCESS,
): Promise<PreparedGrey> {
  let img = input;
  if (options.isolatePaper) {
    const region = findPaperRegion(img);
    if (region) img = isolatePaper(img, region);
  }

  let skewDegrees = 0;
  if (options.deskew) {
    skewDegrees = estimateSkewDegrees(img, options.maxSkewDegrees);
    if (Math.abs(skewDegrees) >= 0.3) img = await resampler.rotate(img, -skewDegrees);
  }

  let linePitch = 0;
  let scale = downscale;
  if (options.minLinePitchPx > 0) {
    linePitch = estimateLinePitch(img);
    const up = upscaleFactor(linePitch, img.width, img.height, options);
    if (up > 1.05) {
      img = await resampler.resize(img, Math.round(img.width * up), Math.round(img.height * up));
      scale *= up;
    }
  }

  const pitchNow = linePitch > 0 ? linePitch * (scale / downscale) : Math.max(15, img.width / 30);
  if (options.denoiseMedian >= 3) img = medianFilter(img, options.denoiseMedian);
  if (options.flattenLines > 0) img = flattenIllumination(img, Math.max(4, Math.round(pitchNow * options.flattenLines)));
  if (options.stretch) img = stretchPercentiles(img, 1, 99);
  else if (options.faintInkLevel > 0 && percentile(img, FAINT_INK_PERCENTILE) > options.faintInkLevel) {
    // The stretch lifts paper grain along with the ink; a second median pass takes the speckle back out.
    img = stretchPercentiles(img, FAINT_INK_PERCENTILE, 50);
    if (options.denoiseMedian >= 3) img = medianFilter(img, options.denoiseMedian);
  }
  if (options.sharpenSigma > 0) img = sharpen(img, options.sharpenSigma);

  if (options.binarise) {
    img = adaptiveThreshold(img, Math.max(15, Math.round(pitchNow * options.binariseWindowLines)), options.binariseOffset);
  }
  return { img, skewDegrees, linePitch, scale };
}
