"use client";
import { createContext } from "react";
import { type RetailerTerms } from "@/modules/billing/shared";

/**
 * The retailer's currency, zone and the rate the placement prices are shown at (issue 24 item 8):
 * the banners page provides it; USD (the prices as charged) when nothing does.
 */
export const PlacementTermsContext = createContext<RetailerTerms>({ currency: "USD", timeZone: "UTC", ratePerUsd: 1 });
