/**
 * The content domain: its registration (domain.ts: cms, slider and crm methods, the /datas
 * documents, the uploaded pictures) and the editors the back office uses.
 */
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
export { cmsDomain } from './domain.ts';
