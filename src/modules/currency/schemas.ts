import { z } from "zod";
import { CURRENCY_CODES } from "./engine";

/** Profile currency override; null clears it so the currency follows the location again. */
export const preferredCurrencySchema = z.object({ currency: z.enum(CURRENCY_CODES).nullable() });
