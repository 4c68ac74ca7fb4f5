/** Where RTK Query keeps its cache in the store; shared by the api and the loader listener. */
export const API_REDUCER_PATH = "api";
