import { paging } from '../../shared/limits';

/** The car licence list shows 5 rows a page when the server gives no page size (spec 000 §9). */
export const CAR_LICENCE_PER_PAGE = paging.carLicencePerPage;
