/** A violation needs at least one image (spec 001 §5 "A violation needs at least one image and a body"). */
export const VIOLATION_MIN_IMAGES = 1;

/** The logos the violation document prints (spec 001 §3 Violation form: header logo 1, header logo 2, footer logo; §5 "Its header and footer logos are required"). */
export const VIOLATION_LOGO_FIELDS = ['header_logo_1', 'header_logo_2', 'footer_logo'] as const;
