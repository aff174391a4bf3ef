import { Joi } from '@docusaurus/utils-validation';
import type { ThemeConfigValidationContext } from '@docusaurus/types';
import { DEFAULT_BANNER_HEIGHT, type ThemeExtras } from '../../src/theme-extras';

/** A CSS length in px, rem or em: the banner's height. */
const CSS_LENGTH = /^\d+(\.\d+)?(px|rem|em)$/;

const BannerExtrasSchema = Joi.object({
  height: Joi.string().pattern(CSS_LENGTH).default(DEFAULT_BANNER_HEIGHT).messages({
    'string.pattern.base': 'themeConfig.vx.banner.height must be a CSS length such as "36px" or "2.5rem".',
  }),
  dismissable: Joi.alternatives(Joi.boolean(), Joi.string().valid('true', 'false')).default(true),
}).default();

/**
 * Checks `themeConfig.vx.banner` (src/theme-extras.ts) and fills in its
 * defaults. Other keys of `vx` are left to whoever owns them.
 */
const ThemeExtrasSchema = Joi.object({
  vx: Joi.object({ banner: BannerExtrasSchema }).unknown().default(),
});

export function validateBannerThemeConfig({
  validate,
  themeConfig,
}: ThemeConfigValidationContext<ThemeExtras>): ThemeExtras {
  return validate(ThemeExtrasSchema, themeConfig);
}
