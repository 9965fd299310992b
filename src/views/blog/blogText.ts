import dayjs from 'dayjs';

/** Blog dates: 'MMMM D, YYYY' (spec section 9). */
export const blogDate = (iso: string) => dayjs(iso).format('MMMM D, YYYY');
