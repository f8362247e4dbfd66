export const RETAILER_AUTH_PATH = "/retailer/auth";
export const RETAILER_HOME = "/retailer/dashboard";
