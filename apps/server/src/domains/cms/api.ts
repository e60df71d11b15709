/** The content domain: cms, slider and crm methods, the /datas documents and the editors. */
export { cmsHandlers } from './rpc/cms.handlers.ts';
export { crmHandlers } from './rpc/crm.handlers.ts';
export { registerStaticDocuments } from './http/static-documents.routes.ts';
export { registerCmsMedia } from './http/media.routes.ts';
export {
  listInformation,
  listSlidersForOperator,
  removeSlider,
  saveInformation,
  saveSlider,
} from './content-editor.ts';
export { promotionsEditor } from './editors/promotions-editor.ts';
export { popupsEditor } from './editors/popups-editor.ts';
export { specialDatesEditor } from './editors/special-dates-editor.ts';
export { massMessagesEditor } from './editors/mass-messages-editor.ts';
export { menusEditor } from './editors/menus-editor.ts';
export { storeMedia } from './media/media-store.ts';
