/** The content domain: cms, slider and crm methods and the /datas documents. */
export { cmsHandlers } from './rpc/cms.handlers.ts';
export { crmHandlers } from './rpc/crm.handlers.ts';
export { registerStaticDocuments } from './http/static-documents.routes.ts';
export { listSlidersForOperator, saveInformation, saveSlider } from './content-editor.ts';
