/** Messages of the back office's content screens (pictures for sliders, promotions, popups). */
export const cmsMessages = {
  cms_image_type: {
    tr: 'Yalnızca PNG, JPEG, WebP veya SVG resim yükleyebilirsiniz',
    en: 'Only PNG, JPEG, WebP or SVG pictures can be uploaded',
  },
  cms_image_too_large: {
    tr: 'Resim en fazla 1 MB olabilir',
    en: 'A picture may be at most 1 MB',
  },
} as const;
