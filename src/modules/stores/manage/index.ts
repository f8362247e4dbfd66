import "server-only";
/** Store records (administrators' stores, retailers' locations, the approval queue): the server API. */
export { listManagedStores, getManagedStore, listPendingLocations, listOwnLocations, getOwnLocation, shopperVisibleSql, type ManagedStoreDto } from "./queries";
export { createStore, updateStore, setStoreClosed, approveLocation, rejectLocation, createOwnLocation, updateOwnLocation } from "./mutations";
