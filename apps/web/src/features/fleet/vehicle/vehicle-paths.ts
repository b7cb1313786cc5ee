/** The vehicles' screens under the fleet portal. */
export const VEHICLE_LIST_PATH = "/fleet/vehicles";
export const VEHICLE_ADD_PATH = "/fleet/vehicles/add";
export const vehicleEditPath = (id: string) => `${VEHICLE_LIST_PATH}/edit/${encodeURIComponent(id)}`;
export const vehicleViewPath = (id: string) => `${VEHICLE_LIST_PATH}/view/${encodeURIComponent(id)}`;
export const vehicleStickerPath = (id: string) => `${VEHICLE_LIST_PATH}/sticker/${encodeURIComponent(id)}`;
