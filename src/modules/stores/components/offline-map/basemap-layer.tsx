"use client";
import { useMemo } from "react";
import type { LatLng, PlanePoint } from "../../geo";
import { detailLevel, pathsFor, placeRegions, type BasemapRegionView } from "./basemap-paths";
import { mapChrome, placeLabels, type LabelPlace } from "./place-labels";

const SEA = "#cfe6f3";
const LAND = "#f4f2e6";
const COAST = "#6f9fc2";

interface LayerProps {
  regions: readonly BasemapRegionView[];
  center: LatLng;
  zoom: number;
  width: number;
  height: number;
}

/**
 * Sea, land and coast under the markers (SVG, inside the map's canvas). Coarse "area" cells are cut
 * away where a detailed metro box is drawn, so a harbour the coarse outline fills in stays water.
 */
export function BasemapLayer({ regions, center, zoom, width, height }: LayerProps) {
  const placed = placeRegions(regions, center, zoom, width, height);
  const level = detailLevel(zoom);
  const metros = placed.filter((p) => p.region.kind === "metro");
  const outsideMetros = `M0 0H${width}V${height}H0Z${metros.map(({ rect: r }) => `M${r.x} ${r.y}h${r.width}v${r.height}h${-r.width}Z`).join("")}`;
  return (
    <g data-testid="map-basemap" data-regions={placed.map((p) => p.region.id).join(" ")}>
      {metros.length > 0 ? (
        <clipPath id="offline-map-outside-metros">
          <path d={outsideMetros} clipRule="evenodd" />
        </clipPath>
      ) : null}
      {placed.map(({ region, transform, rect }) => {
        const paths = pathsFor(region, level);
        return (
          <g key={region.id} data-region={region.id} clipPath={region.kind === "area" && metros.length > 0 ? "url(#offline-map-outside-metros)" : undefined}>
            <rect x={rect.x} y={rect.y} width={rect.width} height={rect.height} fill={SEA} />
            <g transform={transform}>
              <path data-layer="land" d={paths.fill} fill={LAND} fillRule="evenodd" />
              <path data-layer="coast" d={paths.coast} fill="none" stroke={COAST} strokeWidth="1.25" strokeLinejoin="round" vectorEffect="non-scaling-stroke" />
            </g>
          </g>
        );
      })}
    </g>
  );
}

interface LabelProps extends Omit<LayerProps, "regions"> {
  places: readonly LabelPlace[];
  /** Canvas units per screen pixel (the canvas is scaled to the container's width). */
  unitsPerPx: number;
  /** Where markers sit on the canvas: names keep clear of them. */
  obstacles: readonly PlanePoint[];
}

/** Suburb and town names from the offline gazetteer: HTML so they stay 11 px on a phone, under the markers. */
export function PlaceLabelLayer({ places, center, zoom, width, height, unitsPerPx, obstacles }: LabelProps) {
  const labels = useMemo(
    () => placeLabels(places, center, zoom, width, height, unitsPerPx, obstacles, mapChrome(width, height, unitsPerPx)),
    [places, center, zoom, width, height, unitsPerPx, obstacles],
  );
  return (
    <div data-testid="map-labels" data-units-per-px={unitsPerPx.toFixed(3)} aria-hidden="true" className="pointer-events-none absolute inset-0 z-0">
      {labels.map((label) => (
        <span
          key={`${label.name}@${label.x.toFixed(0)},${label.y.toFixed(0)}`}
          data-place-kind={label.kind}
          className={`absolute -translate-x-1/2 -translate-y-1/2 whitespace-nowrap text-[11px] leading-none [text-shadow:0_0_2px_#fff,0_0_2px_#fff,0_0_3px_#fff] ${label.kind === "city" ? "font-semibold text-slate-800" : "text-slate-600"}`}
          style={{ left: `${(label.x / width) * 100}%`, top: `${(label.y / height) * 100}%` }}
        >
          {label.name}
        </span>
      ))}
    </div>
  );
}
