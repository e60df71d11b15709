/** Where the game API lives; apart from routes.ts so that pages import no schemas with it. */
export const STUDIO_API_ROOT = '/games/api/v1';
