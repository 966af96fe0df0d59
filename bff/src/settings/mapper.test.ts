import { describe, expect, it, vi } from 'vitest';
import { parseBoolean, parseJsonSetting, parseSettings, splitNameList } from './mapper';

describe('parseBoolean', () => {
  it("is true only for the text 'true'", () => {
    expect(parseBoolean('true')).toBe(true);
    expect(parseBoolean(' TRUE ')).toBe(true);
    expect(parseBoolean('false')).toBe(false);
    expect(parseBoolean('1')).toBe(false);
    expect(parseBoolean(undefined)).toBe(false);
  });
});

describe('splitNameList', () => {
  it('splits on comma plus space and drops empties', () => {
    expect(splitNameList('shops-services, offers, events')).toEqual(['shops-services', 'offers', 'events']);
    expect(splitNameList('a,b ,  c,, ')).toEqual(['a', 'b', 'c']);
    expect(splitNameList('')).toEqual([]);
    expect(splitNameList(null)).toEqual([]);
  });
});

describe('parseJsonSetting', () => {
  it('parses JSON and logs and ignores invalid JSON', () => {
    const warn = vi.fn();
    expect(parseJsonSetting('footer_items', '[{"a":1}]', warn)).toEqual([{ a: 1 }]);
    expect(warn).not.toHaveBeenCalled();
    expect(parseJsonSetting('footer_items', '[{"a":1}', warn)).toBeNull();
    expect(warn).toHaveBeenCalledWith('invalid JSON in a setting, ignored', expect.objectContaining({ key: 'footer_items' }));
  });
});

describe('parseSettings', () => {
  it('types booleans, lists, JSON, colours and logo types', () => {
    const warn = vi.fn();
    const settings = parseSettings(
      {
        rounded_corners: 'true',
        is_mobile_app_active: 'false',
        nav_items_names: 'shops-services, offers',
        hero_banner_items: '{"autoplay":true}',
        footer_items: 'not json',
        colors_primary: '#e2001a',
        colors_grayDark3: '#333333',
        colors_broken: 'red',
        header_color_name: 'grayDark3',
        footer_color_name: 'nonexistent',
        header_logo_type: 'inverted_wide',
        favicon_logo_type: 'bogus',
        hero_banner_aspect_ratio: '21/9',
        store_detail_carousel_aspect_ratio: 'wide',
        loyalty_program_images_10: 'https://img/10.svg',
        loyalty_program_images_2: 'https://img/2.svg',
        website_name: '  Aupark ',
      },
      warn,
    );
    expect(settings.roundedCorners).toBe(true);
    expect(settings.isMobileAppActive).toBe(false);
    expect(settings.isSsoVisible).toBe(false);
    expect(settings.navItems).toEqual(['shops-services', 'offers']);
    expect(settings.homepageItems).toEqual([]);
    // Not read (the hero-banner call is the platform's resolution of it): no field carries it.
    expect(settings).not.toHaveProperty('heroBannerItems');
    expect(settings.footerItems).toBeNull();
    expect(settings.colors).toEqual([
      { name: 'grayDark3', value: '#333333' },
      { name: 'primary', value: '#e2001a' },
    ]);
    expect(settings.headerColors.header).toBe('#333333');
    // footer names a colour that does not exist: falls back to the default name (primary).
    expect(settings.headerColors.footer).toBe('#e2001a');
    // absent keys use the specification's defaults: over-header primary, button text white.
    expect(settings.headerColors.overHeader).toBe('#e2001a');
    expect(settings.headerColors.buttonText).toBe('#ffffff');
    expect(settings.logoTypes).toEqual({ header: 'invertedWide', footer: 'inverted', favicon: 'icon', auth: 'base' });
    expect(settings.heroBannerAspectRatio).toBe('21/9');
    expect(settings.storeDetailCarouselAspectRatio).toBe('1/1');
    expect(settings.offersLayout).toBe('product');
    expect(settings.heroCardsEventType).toBe('stores');
    expect(settings.imageGroups).toEqual([{ group: 'loyalty_program_images', images: ['https://img/2.svg', 'https://img/10.svg'] }]);
    expect(settings.websiteName).toBe('Aupark');
    expect(warn).toHaveBeenCalledWith('invalid JSON in a setting, ignored', expect.objectContaining({ key: 'footer_items' }));
    expect(warn).toHaveBeenCalledWith('invalid colour in a setting, ignored', expect.objectContaining({ key: 'colors_broken' }));
  });
});
